import { Mic, MicOff, Paperclip, SendHorizontal, Square, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { ATTACHMENT_ACCEPT, addAttachments } from '../lib/attachments';
import { useSpeechInput } from '../lib/use-speech-input';

type PromptBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text and the joined files; empty prompts are never sent (spec 3 §5). */
  onSubmit: (text: string, files: File[]) => void;
  isBusy?: boolean;
  /** While an answer streams: stops it (the part already written is kept). */
  onStop?: () => void;
  placeholder: string;
  /** Spec 3 §9: the box grows up to 180 px on the home page, 160 px in the chat. */
  maxHeightClass: 'max-h-[180px]' | 'max-h-[160px]';
};

/**
 * The prompt box of spec 3 §2.9: Enter sends, Shift+Enter inserts a newline, files can be
 * attached (type, size and count checked here; the server reads their text, which goes to the
 * assistant with the message) and, where the browser has speech recognition, the prompt can be
 * dictated.
 */
export function PromptBox({ value, onChange, onSubmit, isBusy = false, onStop, placeholder, maxHeightClass }: PromptBoxProps) {
  const fieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const speech = useSpeechInput((text) => onChange(value ? `${value} ${text}` : text));

  const submit = () => {
    const text = value.trim();
    if (!text || isBusy) return;
    onSubmit(text, files);
    setFiles([]);
    setErrors([]);
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onPick = (picked: FileList | null) => {
    const result = addAttachments(files, picked ? [...picked] : []);
    setFiles(result.files);
    setErrors(result.errors);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form onSubmit={onFormSubmit} className="grid gap-2 rounded-xl border bg-card p-2 shadow-sm">
      <Label htmlFor={fieldId} className="sr-only">
        Votre message
      </Label>
      <Textarea
        id={fieldId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={2}
        className={cn('field-sizing-content min-h-14 resize-none border-0 shadow-none focus-visible:ring-0', maxHeightClass)}
      />
      {files.length > 0 && (
        <div className="grid gap-1">
          <ul aria-label="Fichiers joints" className="flex flex-wrap gap-1.5">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-1 rounded-md bg-muted py-0.5 pr-0.5 pl-2 text-xs">
                <span className="max-w-48 truncate">{file.name}</span>
                <Button type="button" variant="ghost" size="icon" className="size-5" aria-label={`Retirer ${file.name}`} onClick={() => setFiles(files.filter((f) => f !== file))}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="grid gap-0.5 px-1 text-sm text-destructive">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-1">
        <input ref={fileInput} type="file" multiple accept={ATTACHMENT_ACCEPT} className="sr-only" tabIndex={-1} aria-label="Fichiers à joindre" onChange={(e) => onPick(e.target.files)} />
        <Button type="button" variant="ghost" size="icon" aria-label="Joindre des fichiers" onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden="true" />
        </Button>
        {speech.isSupported && (
          <Button type="button" variant={speech.isListening ? 'secondary' : 'ghost'} size="icon" aria-pressed={speech.isListening} aria-label={speech.isListening ? 'Arrêter la dictée' : 'Dicter'} onClick={speech.toggle}>
            {speech.isListening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          </Button>
        )}
        {isBusy && onStop ? (
          <Button type="button" variant="outline" size="icon" className="ml-auto" aria-label="Arrêter la réponse" onClick={onStop}>
            <Square className="fill-current" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" className="ml-auto" aria-label="Envoyer" disabled={isBusy || value.trim() === ''}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
