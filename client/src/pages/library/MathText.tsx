import { splitMath } from '@contract/math-text';
import { Formula } from '@/components/math/Formula';

/** A library paragraph: prose with inline `$…$` and display `$$…$$` formulas typeset by KaTeX. */
export function MathText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {splitMath(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.value}</span>
        ) : (
          <Formula key={i} latex={segment.value} display={segment.kind === 'display'} />
        ),
      )}
    </span>
  );
}

/** Content split into paragraphs by line (spec §2), each with its formulas. */
export function TheoryText({ text }: { text: string }) {
  const paragraphs = text.split('\n').filter((p) => p.trim());
  return (
    <div className="flex min-w-0 flex-col gap-3 break-words text-[0.95rem] leading-relaxed">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          <MathText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
