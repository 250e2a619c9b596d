import { graphql } from '../../gql';

/** The one cheap question every signed-in story page asks after hydration: are there notes, may I write one? */
export const PostNoteSummaryQuery = graphql(`
  query PostNoteSummary($id: ID!) {
    post(id: $id) {
      id
      privateNoteCount
      latestPublishedVersion
      creator {
        id
        allowNotes
      }
    }
    viewer {
      id
    }
  }
`);

export const NoteReplyFields = graphql(`
  fragment NoteReplyFields on NoteReply {
    id
    noteId
    postId
    content
    createdAt
    isReportedByViewer
    author {
      id
      name
      username
      imageId
    }
  }
`);

export const NoteFields = graphql(`
  fragment NoteFields on Note {
    id
    anchor
    postId
    postVersion
    content
    createdAt
    selectionStartOffset
    selectionEndOffset
    isDismissed
    isReportedByViewer
    url
    author {
      id
      name
      username
      imageId
    }
    replies {
      ...NoteReplyFields
    }
  }
`);

export const PostNotesQuery = graphql(`
  query PostNotes($id: ID!) {
    post(id: $id) {
      id
      privateNoteCount
      privateNotes {
        ...NoteFields
      }
    }
  }
`);

export const CreateNoteMutation = graphql(`
  mutation CreateNote(
    $targetPostId: ID!
    $targetPostVersion: Int!
    $targetParagraphName: String!
    $noteContent: String!
    $selectionStartOffset: Int!
    $selectionEndOffset: Int!
  ) {
    createNote(
      targetPostId: $targetPostId
      targetPostVersion: $targetPostVersion
      targetParagraphName: $targetParagraphName
      noteContent: $noteContent
      selectionStartOffset: $selectionStartOffset
      selectionEndOffset: $selectionEndOffset
    ) {
      __typename
      ... on Note {
        ...NoteFields
        post {
          id
          privateNoteCount
          privateNotes {
            ...NoteFields
          }
        }
      }
      ...CreateNoteRefusal
    }
  }
`);

export const CreateNoteReplyMutation = graphql(`
  mutation CreateNoteReply($targetPostId: ID!, $targetNoteId: ID!, $replyContent: String!) {
    createNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, replyContent: $replyContent) {
      __typename
      ... on NoteReply {
        ...NoteReplyFields
        note {
          id
          replies {
            ...NoteReplyFields
          }
        }
      }
      ...NoteReplyRefusal
    }
  }
`);

export const DeleteNoteMutation = graphql(`
  mutation DeleteNote($targetPostId: ID!, $targetNoteId: ID!) {
    deleteNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {
      __typename
      ... on NoteRemoval {
        noteId
        post {
          id
          privateNoteCount
          privateNotes {
            ...NoteFields
          }
        }
      }
      ...NoteRemovalRefusal
    }
  }
`);

export const DismissNoteMutation = graphql(`
  mutation DismissNote($targetPostId: ID!, $targetNoteId: ID!) {
    dismissNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {
      __typename
      ... on NoteRemoval {
        noteId
        post {
          id
          privateNoteCount
          privateNotes {
            ...NoteFields
          }
        }
      }
      ...NoteRemovalRefusal
    }
  }
`);

export const DeleteNoteReplyMutation = graphql(`
  mutation DeleteNoteReply($targetPostId: ID!, $targetNoteId: ID!, $targetReplyId: ID!) {
    deleteNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, targetReplyId: $targetReplyId) {
      __typename
      ... on NoteReplyRemoval {
        replyId
        note {
          id
          replies {
            ...NoteReplyFields
          }
        }
      }
      ...NoteReplyRemovalRefusal
    }
  }
`);

export const ReportNoteMutation = graphql(`
  mutation ReportNote($targetNoteId: ID!) {
    reportNote(targetNoteId: $targetNoteId) {
      __typename
      ... on Note {
        id
        isReportedByViewer
      }
      ...CreateNoteRefusal
    }
  }
`);

export const ReportNoteReplyMutation = graphql(`
  mutation ReportNoteReply($targetNoteReplyId: ID!) {
    reportNoteReply(targetNoteReplyId: $targetNoteReplyId) {
      __typename
      ... on NoteReply {
        id
        isReportedByViewer
      }
      ...NoteReplyRefusal
    }
  }
`);
