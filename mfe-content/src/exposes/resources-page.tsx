// Placeholder until its feature issue lands; the route, remote and exposure are final.
export default function Placeholder() {
  return (
    <section className="container" style={{ paddingBlock: 'var(--space-12)' }}>
      <h1>Free Resources</h1>
      <p>This section is being built.</p>
    </section>
  );
}
