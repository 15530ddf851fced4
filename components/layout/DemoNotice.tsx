/** Shown on every page while the store holds demo seasons (real facts mixed with filled-in results). */
export function DemoNotice({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <aside className="demo-notice" aria-label="Demonstration data">
      <p>
        Demonstration data: these seasons mix real league results with filled-in ones. See{' '}
        <a href="https://www.nswjcl.org.au/">the league&apos;s own site</a> for official results.
      </p>
    </aside>
  );
}
