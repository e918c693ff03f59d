export default function SettingsPage() {
  return <p>SettingsPage</p>;
}
