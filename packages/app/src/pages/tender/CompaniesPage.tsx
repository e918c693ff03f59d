export default function CompaniesPage() {
  return <p>CompaniesPage</p>;
}
