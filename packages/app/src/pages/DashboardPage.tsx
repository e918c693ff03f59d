export default function DashboardPage() {
  return <p>DashboardPage</p>;
}
