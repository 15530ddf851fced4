export const metadata = {
  title: 'Benchmark floor',
  description: 'A page without data, used to measure what Next.js itself costs.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
