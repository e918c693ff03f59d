export default function AdminPage() {
  return <p>AdminPage</p>;
}
