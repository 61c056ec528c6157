import {
  FRAME_DEFAULTS,
  IMAGE_WIDTH_DEFAULT_IN,
  isSafeImageSrc,
  normaliseColor,
  rowCells,
  type TTemplateBlock,
} from '@praxis/shared/trames/template-document';
import { generationMessages } from '@praxis/shared/trames/generation';
import type { CheckedBlock } from '../../lib/check-template';
import { headingSize, inchesToPx, justifyOf, styleToCss } from '../../lib/template-style';

export function Instruction({ text, show }: { text: string | undefined; show: boolean }) {
  if (!show || !text) return null;
  return (
    <aside className="my-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
      <span className="font-semibold">{generationMessages.instruction} : </span>
      {text}
    </aside>
  );
}

export function TemplateImage({
  src,
  width,
  align,
}: {
  src: string;
  width: number;
  align?: string | undefined;
}) {
  const px = inchesToPx(width);
  return (
    <div className="my-2 flex" style={{ justifyContent: justifyOf(align) }}>
      {isSafeImageSrc(src) ? (
        <img src={src} alt="" style={{ width: px, maxWidth: '100%' }} />
      ) : (
        <span
          className="rounded border border-dashed border-neutral-400 px-2 py-1 text-xs text-neutral-500"
          style={{ width: px, maxWidth: '100%' }}
        >
          Image non chargée (adresse non autorisée)
        </span>
      )}
    </div>
  );
}

const multiline = (text: string) => <span className="whitespace-pre-line">{text}</span>;

function Block({
  block,
  show,
}: {
  block: Exclude<TTemplateBlock, { type: 'section' }>;
  show: boolean;
}) {
  switch (block.type) {
    case 'heading':
      return (
        <div
          role="heading"
          aria-level={block.level}
          className="mt-4 mb-2 font-semibold leading-tight"
          style={{ fontSize: headingSize(block.level), ...styleToCss(block.style) }}
        >
          {block.text}
        </div>
      );
    case 'paragraph':
      return (
        <p className="my-2" style={styleToCss(block.style)}>
          {multiline(block.text)}
        </p>
      );
    case 'list': {
      const Tag = block.list_type === 'number' ? 'ol' : 'ul';
      return (
        <Tag
          className={`my-2 pl-6 ${block.list_type === 'number' ? 'list-decimal' : 'list-disc'}`}
          style={styleToCss(block.style)}
        >
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </Tag>
      );
    }
    case 'image':
      return (
        <TemplateImage
          src={block.src}
          width={block.width ?? IMAGE_WIDTH_DEFAULT_IN}
          align={block.alignment}
        />
      );
    case 'frame':
      return (
        <div
          className="my-2 px-3 py-2"
          style={{
            ...styleToCss(block.style),
            backgroundColor: `#${normaliseColor(block.background ?? FRAME_DEFAULTS.background)}`,
            border: `${block.border_width ?? FRAME_DEFAULTS.border_width}px solid #${normaliseColor(block.border_color ?? FRAME_DEFAULTS.border_color)}`,
          }}
        >
          {multiline(block.text)}
        </div>
      );
    case 'table': {
      const width = Math.max(block.columns.length, ...block.rows.map((r) => rowCells(r).length), 1);
      const cellStyle = (column: number) => ({
        ...styleToCss(block.style),
        ...styleToCss(block.cell_styles?.[String(column)]),
      });
      return (
        <div className="my-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            {block.columns.length ? (
              <thead>
                <tr>
                  {block.columns.map((c, i) => (
                    <th
                      key={i}
                      className="border border-neutral-400 bg-neutral-100 px-2 py-1 text-left"
                      style={cellStyle(i)}
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {block.rows.map((row, r) => {
                const cells = rowCells(row);
                return (
                  <tr key={r}>
                    {Array.from({ length: width }, (_, i) => (
                      <td
                        key={i}
                        className="h-7 border border-neutral-400 px-2 py-1"
                        style={cellStyle(i)}
                      >
                        {cells[i] ?? ''}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      );
    }
    case 'divider':
      return <hr className="my-4 border-neutral-300" />;
    case 'pagebreak':
      return (
        <div
          className="my-4 flex items-center gap-2 text-xs font-medium tracking-wide text-neutral-500"
          role="separator"
        >
          <span className="h-px flex-1 border-t border-dashed border-neutral-400" />
          {generationMessages.pagebreak}
          <span className="h-px flex-1 border-t border-dashed border-neutral-400" />
        </div>
      );
    case 'comment':
      return <Instruction text={block.text} show={show} />;
  }
}

export function CheckedBlocks({
  blocks,
  show,
  depth = 0,
}: {
  blocks: CheckedBlock[];
  show: boolean;
  depth?: number;
}) {
  return blocks.map((checked, i) => {
    if (checked.kind === 'bad')
      return (
        <p
          key={i}
          role="alert"
          className="my-2 rounded-md border border-red-300 bg-red-50 px-3 py-1.5 text-sm text-red-800"
        >
          {checked.message}
        </p>
      );
    if (checked.kind === 'section') {
      const level = Math.min(6, depth + 2);
      return (
        <section key={i} className="my-3">
          <div
            role="heading"
            aria-level={level}
            className="mt-4 mb-2 font-semibold leading-tight"
            style={{ fontSize: headingSize(level), ...styleToCss(checked.style) }}
          >
            {checked.title}
          </div>
          <Instruction text={checked.comment} show={show} />
          <CheckedBlocks blocks={checked.content} show={show} depth={depth + 1} />
          <CheckedBlocks blocks={checked.subsections} show={show} depth={depth + 1} />
        </section>
      );
    }
    const { block } = checked;
    return (
      <div key={i}>
        {block.type !== 'comment' ? <Instruction text={block.comment} show={show} /> : null}
        <Block block={block} show={show} />
      </div>
    );
  });
}
