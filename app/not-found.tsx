import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="container">
      <h1>Some error occurred</h1>
      <p>
        <Link href="/home">Go to the home page</Link>
      </p>
    </main>
  );
}
