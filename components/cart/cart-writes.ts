/**
 * The tab's cart writes go to the server one at a time, in the order the shopper made them. A
 * quantity change sets the quantity outright, so two changes in flight at once could be applied in
 * either order and leave the cart with the older one ("one more" then "one fewer" ending on more).
 */
let previous: Promise<unknown> = Promise.resolve();

export function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const turn = previous.then(write);
  // A refused write does not hold up the next: its caller sees the refusal.
  previous = turn.catch(() => undefined);
  return turn;
}
