/** Every product picture (studio, close-up, styled) is drawn 800 x 800 (data/artwork/render.ts). */
export const PRODUCT_IMAGE_SIZE = 800;
