import { Confirm } from 'react-admin';
import { clearDraft } from '../../lib/drafts';

export interface UnsavedChangesConfirmProps {
  open: boolean;
  /** The input's kept draft (lib/drafts), thrown away with it. */
  draftKey?: string;
  /** Closes the question, keeping the input. */
  onClose: () => void;
  /** After the question closed and the draft went: leave the form. */
  onDiscard: () => void;
}

/** The question before typed input is thrown away: a form dialog's close, a weekly row's cancel. */
export const UnsavedChangesConfirm = ({ open, draftKey, onClose, onDiscard }: UnsavedChangesConfirmProps) => (
  <Confirm
    isOpen={open}
    title="app.schema.unsaved_title"
    content="ra.message.unsaved_changes"
    onConfirm={() => {
      onClose();
      if (draftKey) clearDraft(draftKey);
      onDiscard();
    }}
    onClose={onClose}
  />
);
