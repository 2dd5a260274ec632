/** A heading and its paragraphs of explanation, rendered on the server (no client JavaScript). */
export function ExplainerSection({
  id,
  heading,
  paragraphs,
}: {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl font-semibold text-fg">
        {heading}
      </h2>
      {paragraphs.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-fg-muted">
          {text}
        </p>
      ))}
    </section>
  );
}
