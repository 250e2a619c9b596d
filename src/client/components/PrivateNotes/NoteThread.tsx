import { useState } from 'react';
import { noteTime } from '../../../shared/format/note-time';
import { NOTE_TEXT } from '../../../shared/validation/notes';
import { useMutation } from '../../data';
import type { NoteFieldsFragment, NoteReplyFieldsFragment } from '../../gql/graphql';
import { Avatar } from '../Avatar/Avatar';
import { useToasts } from '../Toasts/toasts';
import { profilePath } from '../UserHoverCard/profile-path';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { NoteEditor } from './NoteEditor';
import {
  CreateNoteReplyMutation,
  DeleteNoteMutation,
  DeleteNoteReplyMutation,
  DismissNoteMutation,
  ReportNoteMutation,
  ReportNoteReplyMutation,
} from './notes-queries';

const CONFIRMATION_MS = 5000;

interface ThreadProps {
  note: NoteFieldsFragment;
  viewerId: string;
  postCreatorId: string;
  /** The passage the note is on, as the page shows it (null when it cannot be found). */
  passage: string | null;
  now: number;
  focused: boolean;
  onDirtyChange: (key: string, dirty: boolean) => void;
  onHover: (noteId: string | null) => void;
}

type Refusal = { __typename: 'BadRequest' | 'Forbidden' | 'NotFound' | 'TooManyRequests'; message: string };
const refusalOf = (answer: { __typename: string }): Refusal | null => (answer.__typename === 'BadRequest' || answer.__typename === 'Forbidden' || answer.__typename === 'NotFound' || answer.__typename === 'TooManyRequests' ? (answer as Refusal) : null);

function Byline({ author, createdAt, now }: { author: NoteFieldsFragment['author']; createdAt: number; now: number }) {
  return (
    <div className="note__byline">
      <Avatar name={author.name} imageId={author.imageId ?? null} size={32} />
      <div>
        <a className="note__author" href={profilePath(author)}>
          {author.name}
        </a>
        <time className="note__time" dateTime={new Date(createdAt).toISOString()}>
          {noteTime(createdAt, now)}
        </time>
      </div>
    </div>
  );
}

/** One note: the passage, the note, its replies, and what the viewer may do with each. */
export function NoteThread({ note, viewerId, postCreatorId, passage, now, focused, onDirtyChange, onHover }: ThreadProps) {
  const { showToast } = useToasts();
  const [replying, setReplying] = useState(false);
  const [replyError, setReplyError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'note' } | { kind: 'reply'; reply: NoteReplyFieldsFragment } | null>(null);
  const [createReply] = useMutation(CreateNoteReplyMutation);
  const [deleteNote, deleting] = useMutation(DeleteNoteMutation);
  const [dismissNote, dismissing] = useMutation(DismissNoteMutation);
  const [deleteReply] = useMutation(DeleteNoteReplyMutation);
  const [reportNote, reportingNote] = useMutation(ReportNoteMutation);
  const [reportReply, reportingReply] = useMutation(ReportNoteReplyMutation);

  const isWriter = note.author.id === viewerId;
  const isCreator = postCreatorId === viewerId;
  const canReply = !note.isDismissed && (isWriter || isCreator);
  const editorKey = `reply:${note.id}`;

  async function sendReply(text: string): Promise<boolean> {
    setReplyError(null);
    const { data } = await createReply({ variables: { targetPostId: note.postId, targetNoteId: note.id, replyContent: text } });
    const refusal = refusalOf(data.createNoteReply);
    if (refusal) {
      setReplyError(refusal.message);
      return false;
    }
    setReplying(false);
    return true;
  }

  async function removeNote() {
    const variables = { targetPostId: note.postId, targetNoteId: note.id };
    const { data } = isWriter ? await deleteNote({ variables }).then((r) => ({ data: r.data.deleteNote })) : await dismissNote({ variables }).then((r) => ({ data: r.data.dismissNote }));
    const refusal = refusalOf(data);
    showToast(refusal ? { message: refusal.message, toastStyle: 'ERROR' } : { message: isWriter ? NOTE_TEXT.noteDeleted : NOTE_TEXT.noteDismissed, duration: CONFIRMATION_MS });
  }

  async function removeReply(reply: NoteReplyFieldsFragment) {
    const { data } = await deleteReply({ variables: { targetPostId: note.postId, targetNoteId: note.id, targetReplyId: reply.id } });
    const refusal = refusalOf(data.deleteNoteReply);
    showToast(refusal ? { message: refusal.message, toastStyle: 'ERROR' } : { message: NOTE_TEXT.replyDeleted, duration: CONFIRMATION_MS });
  }

  async function confirmReport() {
    if (!confirming) return;
    try {
      if (confirming.kind === 'note') {
        const { data } = await reportNote({ variables: { targetNoteId: note.id } });
        if (refusalOf(data.reportNote)) throw new Error('refused');
      } else {
        const { data } = await reportReply({ variables: { targetNoteReplyId: confirming.reply.id } });
        if (refusalOf(data.reportNoteReply)) throw new Error('refused');
      }
    } catch {
      showToast({ message: confirming.kind === 'note' ? NOTE_TEXT.reportNoteFailed : NOTE_TEXT.reportReplyFailed, toastStyle: 'ERROR' });
    }
    setConfirming(null);
  }

  function ReportButton({ reported, onReport, label }: { reported: boolean; onReport: () => void; label: string }) {
    return (
      <button type="button" className="note__action" disabled={reported} aria-label={reported ? undefined : label} onClick={onReport}>
        {reported ? NOTE_TEXT.reported : 'Report'}
      </button>
    );
  }

  return (
    <article
      className={focused ? 'note note--focused' : 'note'}
      id={`note-${note.id}`}
      data-note-id={note.id}
      tabIndex={-1}
      onPointerEnter={() => onHover(note.id)}
      onPointerLeave={() => onHover(null)}
    >
      {passage && <blockquote className="note__passage">{passage}</blockquote>}
      <Byline author={note.author} createdAt={note.createdAt} now={now} />
      <p className="note__content">{note.content}</p>
      {note.isDismissed && <p className="note__dismissed">{NOTE_TEXT.dismissedLabel}</p>}
      <div className="note__actions">
        {canReply && !replying && (
          <button type="button" className="note__action note__action--reply" onClick={() => setReplying(true)}>
            Reply
          </button>
        )}
        {isWriter && (
          <button type="button" className="note__action" disabled={deleting.loading} onClick={() => void removeNote()}>
            Delete
          </button>
        )}
        {!isWriter && isCreator && (
          <button type="button" className="note__action" disabled={dismissing.loading} onClick={() => void removeNote()}>
            Dismiss
          </button>
        )}
        {!isWriter && <ReportButton reported={note.isReportedByViewer} label="Report note" onReport={() => setConfirming({ kind: 'note' })} />}
      </div>
      {note.replies.length > 0 && (
        <ol className="note__replies">
          {note.replies.map((reply) => (
            <li key={reply.id} className="note-reply" data-reply-id={reply.id}>
              <Byline author={reply.author} createdAt={reply.createdAt} now={now} />
              <p className="note__content">{reply.content}</p>
              <div className="note__actions">
                {reply.author.id === viewerId ? (
                  <button type="button" className="note__action" onClick={() => void removeReply(reply)}>
                    Delete
                  </button>
                ) : (
                  <ReportButton reported={reply.isReportedByViewer} label="Report reply" onReport={() => setConfirming({ kind: 'reply', reply })} />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {replying && (
        <NoteEditor
          kind="reply"
          error={replyError}
          onSend={sendReply}
          onCancel={() => {
            setReplying(false);
            setReplyError(null);
          }}
          onDirtyChange={(dirty) => onDirtyChange(editorKey, dirty)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.kind === 'note' ? 'Report this note?' : 'Report this reply?'}
          confirmLabel="Report"
          look="note"
          busy={reportingNote.loading || reportingReply.loading}
          onConfirm={() => void confirmReport()}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {confirming.kind === 'note'
              ? 'We will look into it. The note stays in your list, marked as reported.'
              : 'We will look into it. The reply stays in this conversation, marked as reported.'}
          </p>
        </ConfirmDialog>
      )}
    </article>
  );
}
