import { Download, FilePenLine, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { DRAFT_FORMATS, draftMessages, type TDraftFormat } from '@praxis/shared/trames/draft-constants';
import type { TDraftResult } from '@praxis/shared/trames/draft';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PatientSearch } from '@/features/assistants/components/patient-search';
import { patientName, type SelectedPatient } from '@/features/assistants/lib/patient-label';
import { serverMessage } from '@/lib/server-errors';
import { usePrepareDraft } from '../api/drafts';
import { useTrames } from '../api/trames';

type Target =
  /** From 'Ma Trame': the trame is known, the patient is chosen. */
  | { trame: { id: string; name: string } }
  /** From the patient record: the patient is known, the trame is chosen. */
  | { patient: { id: string; name: string } };

const allTrames = { search: '', typeId: 'all', bilan: 'all' } as const;

function TramePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error: string | null;
}) {
  const id = useId();
  const errorId = useId();
  const trames = useTrames(allTrames);
  const usable = (trames.data?.items ?? []).filter((t) => t.isActive && t.hasTemplate);
  if (trames.isPending) return <p role="status">Chargement des trames…</p>;
  if (!usable.length) return <p role="status">{draftMessages.noTrame}</p>;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Trame</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">Choisir une trame</option>
        {usable.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const FORMAT_LABELS: Record<TDraftFormat, string> = { docx: 'Word (DOCX)', pdf: 'PDF' };

/** DOCX to finish writing the draft, PDF to read or send it as it is. */
function FormatChoice({
  value,
  onChange,
}: {
  value: TDraftFormat;
  onChange: (format: TDraftFormat) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Format</legend>
      <div className="flex gap-2">
        {DRAFT_FORMATS.map((format) => (
          <label
            key={format}
            className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name="draft-format"
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
              className="accent-primary"
            />
            {FORMAT_LABELS[format]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 'Préparer un compte rendu' (issue 12 §4): the trame filled for one patient by the server with
 * what the patient record holds, kept in the patient's documents, offered for download.
 */
export function PrepareDraftDialog({
  isOpen,
  onClose,
  ...target
}: Target & { isOpen: boolean; onClose: () => void }) {
  const prepare = usePrepareDraft();
  const [patient, setPatient] = useState<SelectedPatient | null>(null);
  const [trameId, setTrameId] = useState('');
  const [format, setFormat] = useState<TDraftFormat>('docx');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TDraftResult | null>(null);

  const close = () => {
    setPatient(null);
    setTrameId('');
    setFormat('docx');
    setError(null);
    setResult(null);
    prepare.reset();
    onClose();
  };

  const submit = () => {
    const chosenPatient = 'patient' in target ? target.patient.id : patient?.id;
    const chosenTrame = 'trame' in target ? target.trame.id : trameId;
    if (!chosenPatient) return setError(draftMessages.patientRequired);
    if (!chosenTrame) return setError(draftMessages.trameRequired);
    setError(null);
    prepare.mutate(
      { trameId: chosenTrame, patientId: chosenPatient, format },
      {
        onSuccess: (draft) => {
          setResult(draft);
          toast.success(draftMessages.prepared);
        },
        onError: (err) =>
          toast.error(draftMessages.failed, { description: serverMessage(err) ?? undefined }),
      },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={draftMessages.action}
      description={
        'trame' in target
          ? `La trame « ${target.trame.name} » remplie avec le dossier du patient (identité, âge, motif, objectifs, dernières séances). Les sections cliniques restent à rédiger.`
          : `Le dossier de ${target.patient.name} dans la trame choisie (identité, âge, motif, objectifs, dernières séances). Les sections cliniques restent à rédiger.`
      }
    >
      {result ? (
        <div className="grid gap-3">
          <p role="status" className="text-sm">
            {draftMessages.prepared} : <strong>{result.document.fileName}</strong>. Il est aussi
            rangé dans les documents du patient.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Fermer
            </Button>
            <Button asChild>
              <a href={result.downloadUrl} download={result.document.fileName}>
                <Download aria-hidden="true" />
                {draftMessages.download}
              </a>
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {'trame' in target ? (
            patient ? (
              <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
                <span>
                  Patient : <strong>{patientName(patient)}</strong>
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label="Changer de patient"
                  onClick={() => setPatient(null)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <div className="grid gap-1.5">
                <PatientSearch label="Patient" onSelect={(p) => (setPatient(p), setError(null))} />
                {error ? <p className="text-sm text-destructive">{error}</p> : null}
              </div>
            )
          ) : (
            <TramePicker
              value={trameId}
              onChange={(id) => (setTrameId(id), setError(null))}
              error={error}
            />
          )}
          <FormatChoice value={format} onChange={setFormat} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" disabled={prepare.isPending}>
              <FilePenLine aria-hidden="true" />
              {prepare.isPending ? 'Préparation…' : 'Préparer'}
            </Button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}
