/** The carriers the back office offers when an order ships (any other name may be typed). */
export const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'Evri', 'DHL'] as const;
