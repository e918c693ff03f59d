export default function CriteriaPage() {
  return <p>CriteriaPage</p>;
}
