/** Marks a wait that ran out before the work it waited on settled. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * What `work` settles to, if it settles within `ms` (its rejection is thrown as usual), else
 * TIMED_OUT. The work goes on regardless; a failure it meets after the wait ran out is ignored.
 */
export async function settleWithin<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    const answer = await Promise.race([work, late]);
    if (answer === TIMED_OUT) work.catch(() => {});
    return answer;
  } finally {
    clearTimeout(timer);
  }
}
