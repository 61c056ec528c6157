import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const WIDE_CONTENT = {
  xl: 'max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl',
  '2xl': 'max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl',
};

type FormDialogProps = {
  isOpen: boolean;
  /** Called when the dialog asks to close (Escape, outside click, close button). */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** A wider dialog that scrolls when its form is taller than the screen. */
  width?: keyof typeof WIDE_CONTENT;
  children: ReactNode;
};

/** The dialog holding a form, with its title and description. */
export function FormDialog({
  isOpen,
  onClose,
  title,
  description,
  width,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={width ? WIDE_CONTENT[width] : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
