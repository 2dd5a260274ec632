// Generic glyphs drawn here (no store's logo): a phone for iOS, a phone with a download arrow
// for Android, and a check mark for the feature list.

export function StoreGlyph({ kind, className }: { kind: 'ios' | 'android'; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      {kind === 'ios' ? (
        <path d="M10.5 5h3M11 18.5h2" />
      ) : (
        <path d="M12 8v6.5M9.5 12l2.5 2.5 2.5-2.5M10 18.5h4" />
      )}
    </svg>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}
