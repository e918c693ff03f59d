export default function CheckoutStatusPage() {
  return <p>CheckoutStatusPage</p>;
}
