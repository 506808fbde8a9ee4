export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-moss-100 border-t-moss-800" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
