/**
 * A heading and its paragraphs of explanation, rendered on the server (no client JavaScript).
 * With questions, each paragraph answers the question above it (an FAQ).
 */
export function ExplainerSection({
  id,
  heading,
  paragraphs,
  questions,
}: {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** One per paragraph, shown as its subheading. */
  questions?: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl font-semibold text-fg">
        {heading}
      </h2>
      {paragraphs.map((text, index) => (
        <div key={text}>
          {questions?.[index] ? (
            <h3 className="mt-5 text-base font-semibold text-fg">{questions[index]}</h3>
          ) : null}
          <p
            className={
              questions
                ? 'mt-1.5 leading-relaxed text-fg-muted'
                : 'mt-3 leading-relaxed text-fg-muted'
            }
          >
            {text}
          </p>
        </div>
      ))}
    </section>
  );
}
