/**
 * The name an instance puts in `X-Instance` on every response when SHOW_INSTANCE=1, so whoever
 * runs several instances behind a load balancer can see which one answered (docs/deploy.md). Off
 * by default: a public shop has no reason to tell visitors how it is laid out.
 */
/** The instance's name to show (SHOW_INSTANCE, INSTANCE_NAME, PORT), or undefined when it is not to be shown. */
export function shownInstanceName(env: Readonly<Record<string, string | undefined>>, hostname: string): string | undefined {
  if (env.SHOW_INSTANCE !== '1') return undefined;
  const name = env.INSTANCE_NAME?.trim();
  if (name) return name;
  // Without a name, host and port tell instances apart whether they share a machine or not.
  return env.PORT ? `${hostname}:${env.PORT}` : hostname;
}
