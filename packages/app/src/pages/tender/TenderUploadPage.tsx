export default function TenderUploadPage() {
  return <p>TenderUploadPage</p>;
}
