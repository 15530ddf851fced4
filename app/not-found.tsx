export default function NotFound() {
  return (
    <main id="main" className="container">
      <h1>Some error occurred</h1>
      <p>
        <a href="/home">Go to the home page</a>
      </p>
    </main>
  );
}
