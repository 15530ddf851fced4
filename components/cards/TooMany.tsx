/** A private page refused for its visitor's rate: said plainly, with how long to wait. */
export function TooMany({ message }: { message: string }) {
  return (
    <main id="main" className="container">
      <h1>Please wait a moment</h1>
      <p>{message}</p>
    </main>
  );
}
