// Pretty JSON for logs and answers; strings are shown as they are.
export function JsonView({ value }: { value: unknown }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return <pre className="json">{text}</pre>;
}
