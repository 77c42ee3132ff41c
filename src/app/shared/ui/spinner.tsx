export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center', padding: 32 }}>
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
