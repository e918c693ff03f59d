export default function SubscriptionPage() {
  return <p>SubscriptionPage</p>;
}
