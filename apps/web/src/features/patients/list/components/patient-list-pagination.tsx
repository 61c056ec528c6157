import type { ComponentProps } from 'react';
import { ListPagination } from '@/components/list-pagination';

type PaginationProps = Omit<ComponentProps<typeof ListPagination>, 'label' | 'noun'>;

const PATIENT_NOUN = { one: 'patient', many: 'patients' };

/** 'x–y sur N patients' with 'Précédent' / 'Suivant'. */
export function PatientListPagination(props: PaginationProps) {
  return <ListPagination label="Pagination des patients" noun={PATIENT_NOUN} {...props} />;
}
