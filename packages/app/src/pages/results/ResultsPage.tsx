export default function ResultsPage() {
  return <p>ResultsPage</p>;
}
