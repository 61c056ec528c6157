import {
  HEADER_IMAGE_WIDTH_DEFAULT_IN,
  type THeaderElement,
} from '@praxis/shared/trames/template-document';
import type { CheckedTemplate } from '../../lib/check-template';
import { justifyOf, styleToCss } from '../../lib/template-style';
import { CheckedBlocks, TemplateImage } from './template-blocks';

function Edge({ elements, label }: { elements: CheckedTemplate['header']; label: string }) {
  if (!elements.length) return null;
  return (
    <div
      aria-label={label}
      role="group"
      className="grid gap-1 border-neutral-200 text-sm text-neutral-600"
    >
      {elements.map((el, i) => (
        <EdgeElement key={i} element={el} />
      ))}
    </div>
  );
}

function EdgeElement({ element }: { element: THeaderElement | { type: 'bad'; message: string } }) {
  if (element.type === 'bad')
    return (
      <p role="alert" className="text-red-800">
        {element.message}
      </p>
    );
  if (element.type === 'image')
    return (
      <TemplateImage
        src={element.src}
        width={element.width ?? HEADER_IMAGE_WIDTH_DEFAULT_IN}
        align={element.align}
      />
    );
  const text = element.type === 'page_number' ? `${element.text ?? 'Page'} 1` : element.text;
  return (
    <div className="flex" style={{ justifyContent: justifyOf(element.align) }}>
      <span style={styleToCss(element.style)}>{text}</span>
    </div>
  );
}

/** The template document as a page: metadata, header, body and footer (spec 3 §2.6). */
export function TemplateView({
  template,
  showInstructions,
}: {
  template: CheckedTemplate;
  showInstructions: boolean;
}) {
  const { meta } = template;
  return (
    <div className="grid gap-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
        {meta.document_name ? (
          <div className="flex gap-1">
            <dt>Document :</dt>
            <dd className="text-foreground">{meta.document_name}</dd>
          </div>
        ) : null}
        {meta.title ? (
          <div className="flex gap-1">
            <dt>Titre :</dt>
            <dd className="text-foreground">{meta.title}</dd>
          </div>
        ) : null}
        {meta.author ? (
          <div className="flex gap-1">
            <dt>Auteur :</dt>
            <dd className="text-foreground">{meta.author}</dd>
          </div>
        ) : null}
      </dl>
      <article
        aria-label="Aperçu de la trame"
        className="mx-auto grid w-full max-w-[816px] gap-4 rounded-md border bg-white px-6 py-8 text-[11pt] text-neutral-900 shadow-sm sm:px-16"
      >
        <Edge elements={template.header} label="En-tête" />
        {template.header.length ? <hr className="border-neutral-200" /> : null}
        <div className="min-w-0 break-words">
          <CheckedBlocks blocks={template.content} show={showInstructions} />
        </div>
        {template.footer.length ? <hr className="border-neutral-200" /> : null}
        <Edge elements={template.footer} label="Pied de page" />
      </article>
    </div>
  );
}
