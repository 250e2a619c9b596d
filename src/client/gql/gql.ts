/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PostClapCount($id: ID!) {\n    post(id: $id) {\n      id\n      clapCount\n    }\n  }\n": typeof types.PostClapCountDocument,
    "\n  query CatalogClapCount($id: ID!) {\n    catalogById(catalogId: $id) {\n      id\n      clapCount\n    }\n  }\n": typeof types.CatalogClapCountDocument,
    "\n  query ViewerPostClaps($id: ID!) {\n    viewer {\n      id\n    }\n    post(id: $id) {\n      id\n      viewerClapCount\n    }\n  }\n": typeof types.ViewerPostClapsDocument,
    "\n  query ViewerCatalogClaps($id: ID!) {\n    viewer {\n      id\n    }\n    catalogById(catalogId: $id) {\n      id\n      viewerClapCount\n    }\n  }\n": typeof types.ViewerCatalogClapsDocument,
    "\n  mutation ClapPost($targetPostId: ID!, $numClaps: Int!) {\n    clap(targetPostId: $targetPostId, numClaps: $numClaps) {\n      id\n      clapCount\n      viewerClapCount\n    }\n  }\n": typeof types.ClapPostDocument,
    "\n  mutation ClapCatalog($catalogId: ID!, $numClaps: Int!) {\n    clapCatalog(catalogId: $catalogId, numClaps: $numClaps) {\n      id\n      clapCount\n      viewerClapCount\n    }\n  }\n": typeof types.ClapCatalogDocument,
    "\n  query PostClappers($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      clapCount\n      clapperCount\n      clappers(paging: $paging) {\n        clappers {\n          id\n          clapCount\n          user {\n            ...FollowsDialogUser\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.PostClappersDocument,
    "\n  query CatalogClappers($id: ID!, $paging: PagingOptions) {\n    catalogById(catalogId: $id) {\n      id\n      clapCount\n      clapperCount\n      clappers(paging: $paging) {\n        clappers {\n          id\n          clapCount\n          user {\n            ...FollowsDialogUser\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.CatalogClappersDocument,
    "\n  fragment DomainState on CustomDomainState {\n    verificationMethod\n    live {\n      domain\n      status\n      verifiedAt\n    }\n    pending {\n      domain\n      status\n      verificationRecordName\n      verificationRecordValue\n      createdAt\n    }\n  }\n": typeof types.DomainStateFragmentDoc,
    "\n  mutation SetCollectionDomain($collectionId: ID!, $domain: String) {\n    setCollectionDomain(collectionId: $collectionId, domain: $domain) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": typeof types.SetCollectionDomainDocument,
    "\n  mutation VerifyCollectionDomain($collectionId: ID!) {\n    verifyCollectionDomain(collectionId: $collectionId) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": typeof types.VerifyCollectionDomainDocument,
    "\n  mutation SetViewerCustomDomain($domain: String) {\n    setViewerCustomDomain(domain: $domain) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": typeof types.SetViewerCustomDomainDocument,
    "\n  mutation VerifyViewerCustomDomain {\n    verifyViewerCustomDomain {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": typeof types.VerifyViewerCustomDomainDocument,
    "\n  fragment CustomStyle on CustomStyleSheet {\n    id\n    fonts {\n      font1\n      font2\n      font3\n    }\n    colorPalette {\n      accentColor\n      backgroundColor\n    }\n  }\n": typeof types.CustomStyleFragmentDoc,
    "\n  mutation FollowUser($targetUserId: ID!) {\n    followUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowUserRefusal\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($targetUserId: ID!) {\n    unfollowUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowUserRefusal\n    }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  mutation FollowCollection($targetCollectionId: ID!) {\n    followCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowCollectionRefusal\n    }\n  }\n": typeof types.FollowCollectionDocument,
    "\n  mutation UnfollowCollection($targetCollectionId: ID!) {\n    unfollowCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowCollectionRefusal\n    }\n  }\n": typeof types.UnfollowCollectionDocument,
    "\n  fragment FollowsDialogUser on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n": typeof types.FollowsDialogUserFragmentDoc,
    "\n  fragment HighlightQuote on Quote {\n    id\n    userId\n    user {\n      id\n      name\n    }\n    users {\n      id\n      name\n    }\n    startOffset\n    endOffset\n    text\n    count\n    paragraphs {\n      id\n      name\n      text\n      type\n    }\n  }\n": typeof types.HighlightQuoteFragmentDoc,
    "\n  query PostHighlights($id: ID!) {\n    viewer {\n      id\n      name\n    }\n    post(id: $id) {\n      id\n      isPublished\n      visibility\n      latestPublishedVersion\n      creator {\n        id\n        allowNotes\n      }\n      highlights {\n        ...HighlightQuote\n      }\n    }\n  }\n": typeof types.PostHighlightsDocument,
    "\n  mutation CreateQuote(\n    $targetPostId: ID!\n    $targetPostVersionId: ID!\n    $targetParagraphNames: [String!]!\n    $startOffset: Int!\n    $endOffset: Int!\n    $quoteType: QuoteType\n  ) {\n    createQuote(\n      targetPostId: $targetPostId\n      targetPostVersionId: $targetPostVersionId\n      targetParagraphNames: $targetParagraphNames\n      startOffset: $startOffset\n      endOffset: $endOffset\n      quoteType: $quoteType\n    ) {\n      __typename\n      ... on Quote {\n        ...HighlightQuote\n      }\n      ... on QuoteRemoved {\n        id\n        postId\n      }\n      ...CreateQuoteRefusal\n    }\n  }\n": typeof types.CreateQuoteDocument,
    "\n  mutation DeleteQuote($targetPostId: ID!, $targetQuoteId: ID!) {\n    deleteQuote(targetPostId: $targetPostId, targetQuoteId: $targetQuoteId) {\n      __typename\n      ... on QuoteRemoved {\n        id\n        postId\n      }\n      ...DeleteQuoteRefusal\n    }\n  }\n": typeof types.DeleteQuoteDocument,
    "\n  query UserHighlights($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      highlightsConnection(paging: $paging) {\n        quotes {\n          id\n          contextBefore\n          contextAfter\n          contextCutBefore\n          contextCutAfter\n          quote {\n            id\n            text\n            startOffset\n            endOffset\n            paragraphs {\n              id\n              name\n            }\n          }\n          post {\n            id\n            title\n            mediumUrl\n            creator {\n              id\n              name\n            }\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserHighlightsDocument,
    "\n  fragment CatalogSummary on Catalog {\n    id\n    name\n    description\n    visibility\n    predefined\n    slugId\n    postItemsCount\n    updatedAt\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n": typeof types.CatalogSummaryFragmentDoc,
    "\n  query ViewerCatalogs($paging: PagingOptions) {\n    viewerCatalogs(paging: $paging) {\n      catalogs {\n        ...CatalogSummary\n        itemsConnection(paging: { limit: 3 }) {\n          items {\n            catalogItemId\n            post {\n              id\n              previewImage {\n                id\n              }\n            }\n          }\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.ViewerCatalogsDocument,
    "\n  mutation CreateCatalog($name: String!, $description: String, $visibility: CatalogVisibility, $postId: ID) {\n    createCatalog(name: $name, description: $description, visibility: $visibility, postId: $postId) {\n      __typename\n      ... on Catalog {\n        ...CatalogSummary\n      }\n      ...CatalogRefusal\n    }\n  }\n": typeof types.CreateCatalogDocument,
    "\n  mutation UpdateCatalog($catalogId: ID!, $name: String, $description: String, $visibility: CatalogVisibility) {\n    updateCatalog(catalogId: $catalogId, name: $name, description: $description, visibility: $visibility) {\n      __typename\n      ... on Catalog {\n        ...CatalogSummary\n      }\n      ...CatalogRefusal\n    }\n  }\n": typeof types.UpdateCatalogDocument,
    "\n  mutation DeleteCatalog($catalogId: ID!) {\n    deleteCatalog(catalogId: $catalogId) {\n      __typename\n      ... on CatalogDeleted {\n        catalogId\n      }\n      ...DeleteCatalogRefusal\n    }\n  }\n": typeof types.DeleteCatalogDocument,
    "\n  mutation AddToCatalog($catalogId: ID!, $postId: ID!) {\n    addToCatalog(catalogId: $catalogId, postId: $postId) {\n      __typename\n      ... on Catalog {\n        id\n        postItemsCount\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n": typeof types.AddToCatalogDocument,
    "\n  mutation RemoveFromCatalog($catalogId: ID!, $postId: ID!) {\n    removeFromCatalog(catalogId: $catalogId, postId: $postId) {\n      __typename\n      ... on Catalog {\n        id\n        postItemsCount\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n": typeof types.RemoveFromCatalogDocument,
    "\n  mutation MoveCatalogItem($catalogId: ID!, $catalogItemId: ID!, $afterCatalogItemId: ID) {\n    moveCatalogItem(catalogId: $catalogId, catalogItemId: $catalogItemId, afterCatalogItemId: $afterCatalogItemId) {\n      __typename\n      ... on Catalog {\n        id\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n": typeof types.MoveCatalogItemDocument,
    "\n  query PostSavedState($id: ID!) {\n    post(id: $id) {\n      id\n      catalogEdge {\n        id\n        readingList\n        catalogIds\n      }\n    }\n  }\n": typeof types.PostSavedStateDocument,
    "\n  mutation BookmarkPost($targetPostId: ID!) {\n    bookmarkPost(targetPostId: $targetPostId) {\n      __typename\n      ... on Post {\n        id\n        catalogEdge {\n          id\n          readingList\n          catalogIds\n        }\n      }\n      ...ReadingListRefusal\n    }\n  }\n": typeof types.BookmarkPostDocument,
    "\n  mutation ArchivePost($targetPostId: ID!) {\n    archivePost(targetPostId: $targetPostId) {\n      __typename\n      ... on Post {\n        id\n        catalogEdge {\n          id\n          readingList\n          catalogIds\n        }\n      }\n      ...ReadingListRefusal\n    }\n  }\n": typeof types.ArchivePostDocument,
    "\n  query MetabarViewer {\n    viewer {\n      id\n      username\n      name\n      imageId\n      mediumMemberAt\n      hasPastMemberships\n      isAuroraVisible\n      isPartnerProgramEnrolled\n      isStaff\n    }\n    notificationStatus {\n      unreadNotificationCount\n    }\n    viewerPublications {\n      id\n      slug\n      name\n      avatar {\n        id\n      }\n      isAuroraVisible\n      isAuroraEligible\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n": typeof types.MetabarViewerDocument,
    "\n  query MeteringInfo {\n    viewer {\n      id\n      meteringInfo {\n        postIds\n        freeStoriesPerMonth\n        remaining\n        resetsAt\n      }\n    }\n  }\n": typeof types.MeteringInfoDocument,
    "\n  mutation SubscribeToWriterNewsletter($userId: ID!) {\n    subscribeToWriterNewsletter(userId: $userId) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n": typeof types.SubscribeToWriterNewsletterDocument,
    "\n  mutation SubscribeNewsletterV3($newsletterV3Id: ID!) {\n    subscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n": typeof types.SubscribeNewsletterV3Document,
    "\n  mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {\n    unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n": typeof types.UnsubscribeNewsletterV3Document,
    "\n  fragment NotificationRow on Notification {\n    id\n    notificationName\n    notificationType\n    actorCount\n    occurredAt\n    isUnread\n    milestoneArg\n    actor {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    post {\n      id\n      title\n      mediumUrl\n      isResponse\n      creator {\n        id\n      }\n    }\n    responsePost {\n      id\n      mediumUrl\n      responseParagraphs {\n        type\n        text\n      }\n    }\n    collection {\n      id\n      slug\n      name\n      domain\n      mediumUrl\n    }\n    catalog {\n      id\n      name\n      slugId\n      creator {\n        id\n        username\n      }\n    }\n    quote {\n      id\n      text\n    }\n    note {\n      id\n      content\n    }\n    noteReply {\n      id\n      content\n    }\n  }\n": typeof types.NotificationRowFragmentDoc,
    "\n  query NotificationFollowers($id: ID!) {\n    notification(id: $id) {\n      id\n      rollupItems {\n        actor {\n          ...FollowsDialogUser\n        }\n      }\n    }\n  }\n": typeof types.NotificationFollowersDocument,
    "\n  query NotificationsFeed($paging: PagingOptions, $activityTypes: [String!]) {\n    notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $activityTypes) {\n      notifications {\n        ...NotificationRow\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.NotificationsFeedDocument,
    "\n  mutation UpdateActivityLastViewed {\n    updateActivityLastViewed {\n      __typename\n      ... on ActivityLastViewed {\n        lastViewedAt\n        notificationStatus {\n          unreadNotificationCount\n        }\n      }\n      ...UpdateActivityLastViewedRefusal\n    }\n  }\n": typeof types.UpdateActivityLastViewedDocument,
    "\n  query PartnerNotices {\n    viewer {\n      id\n      isPartnerProgramEnrolled\n      hightowerTermsAcceptedAt\n      dismissableFlags\n      userTaxDocuments {\n        taxDocumentStatus\n        earningsLimitedAt\n        earningsForfeitedAt\n        invalidReason\n      }\n    }\n  }\n": typeof types.PartnerNoticesDocument,
    "\n  mutation DismissFlag($userId: ID!, $flag: String!) {\n    setDismissableFlag(userId: $userId, flag: $flag) {\n      id\n      dismissableFlags\n    }\n  }\n": typeof types.DismissFlagDocument,
    "\n  fragment PostCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    uniqueSlug\n    isLocked\n    readingTime\n    firstPublishedAt\n    clapCount\n    responsesCount\n    updatedAt\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n      slug\n      domain\n    }\n  }\n": typeof types.PostCardFragmentDoc,
    "\n  query PostNoteSummary($id: ID!) {\n    post(id: $id) {\n      id\n      privateNoteCount\n      latestPublishedVersion\n      creator {\n        id\n        allowNotes\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": typeof types.PostNoteSummaryDocument,
    "\n  fragment NoteReplyFields on NoteReply {\n    id\n    noteId\n    postId\n    content\n    createdAt\n    isReportedByViewer\n    author {\n      id\n      name\n      username\n      imageId\n    }\n  }\n": typeof types.NoteReplyFieldsFragmentDoc,
    "\n  fragment NoteFields on Note {\n    id\n    anchor\n    postId\n    postVersion\n    content\n    createdAt\n    selectionStartOffset\n    selectionEndOffset\n    isDismissed\n    isReportedByViewer\n    url\n    author {\n      id\n      name\n      username\n      imageId\n    }\n    replies {\n      ...NoteReplyFields\n    }\n  }\n": typeof types.NoteFieldsFragmentDoc,
    "\n  query PostNotes($id: ID!) {\n    post(id: $id) {\n      id\n      privateNoteCount\n      privateNotes {\n        ...NoteFields\n      }\n    }\n  }\n": typeof types.PostNotesDocument,
    "\n  mutation CreateNote(\n    $targetPostId: ID!\n    $targetPostVersion: Int!\n    $targetParagraphName: String!\n    $noteContent: String!\n    $selectionStartOffset: Int!\n    $selectionEndOffset: Int!\n  ) {\n    createNote(\n      targetPostId: $targetPostId\n      targetPostVersion: $targetPostVersion\n      targetParagraphName: $targetParagraphName\n      noteContent: $noteContent\n      selectionStartOffset: $selectionStartOffset\n      selectionEndOffset: $selectionEndOffset\n    ) {\n      __typename\n      ... on Note {\n        ...NoteFields\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...CreateNoteRefusal\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  mutation CreateNoteReply($targetPostId: ID!, $targetNoteId: ID!, $replyContent: String!) {\n    createNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, replyContent: $replyContent) {\n      __typename\n      ... on NoteReply {\n        ...NoteReplyFields\n        note {\n          id\n          replies {\n            ...NoteReplyFields\n          }\n        }\n      }\n      ...NoteReplyRefusal\n    }\n  }\n": typeof types.CreateNoteReplyDocument,
    "\n  mutation DeleteNote($targetPostId: ID!, $targetNoteId: ID!) {\n    deleteNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {\n      __typename\n      ... on NoteRemoval {\n        noteId\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...NoteRemovalRefusal\n    }\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation DismissNote($targetPostId: ID!, $targetNoteId: ID!) {\n    dismissNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {\n      __typename\n      ... on NoteRemoval {\n        noteId\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...NoteRemovalRefusal\n    }\n  }\n": typeof types.DismissNoteDocument,
    "\n  mutation DeleteNoteReply($targetPostId: ID!, $targetNoteId: ID!, $targetReplyId: ID!) {\n    deleteNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, targetReplyId: $targetReplyId) {\n      __typename\n      ... on NoteReplyRemoval {\n        replyId\n        note {\n          id\n          replies {\n            ...NoteReplyFields\n          }\n        }\n      }\n      ...NoteReplyRemovalRefusal\n    }\n  }\n": typeof types.DeleteNoteReplyDocument,
    "\n  mutation ReportNote($targetNoteId: ID!) {\n    reportNote(targetNoteId: $targetNoteId) {\n      __typename\n      ... on Note {\n        id\n        isReportedByViewer\n      }\n      ...CreateNoteRefusal\n    }\n  }\n": typeof types.ReportNoteDocument,
    "\n  mutation ReportNoteReply($targetNoteReplyId: ID!) {\n    reportNoteReply(targetNoteReplyId: $targetNoteReplyId) {\n      __typename\n      ... on NoteReply {\n        id\n        isReportedByViewer\n      }\n      ...NoteReplyRefusal\n    }\n  }\n": typeof types.ReportNoteReplyDocument,
    "\n  mutation UpdateAvatar($imageId: ID!, $imageCrop: ImageCropInput!) {\n    updateUserProfile(imageId: $imageId, imageCrop: $imageCrop) {\n      __typename\n      ... on User {\n        id\n        imageId\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n": typeof types.UpdateAvatarDocument,
    "\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      username\n      available\n      message\n    }\n  }\n": typeof types.UsernameAvailabilityDocument,
    "\n  query PublicationSlugAvailability($slug: String!, $collectionId: ID) {\n    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {\n      slug\n      available\n      message\n    }\n  }\n": typeof types.PublicationSlugAvailabilityDocument,
    "\n  fragment PublisherMenuUser on User {\n    id\n    name\n    username\n    mediumUrl\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isBlocking\n      hasReported\n    }\n  }\n": typeof types.PublisherMenuUserFragmentDoc,
    "\n  fragment PublisherMenuCollection on Collection {\n    id\n    name\n    slug\n    mediumUrl\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isEditor\n    }\n  }\n": typeof types.PublisherMenuCollectionFragmentDoc,
    "\n  mutation MuteUser($targetUserId: ID!) {\n    muteUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": typeof types.MuteUserDocument,
    "\n  mutation UnmuteUser($targetUserId: ID!) {\n    unmuteUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": typeof types.UnmuteUserDocument,
    "\n  mutation MuteCollection($targetCollectionId: ID!) {\n    muteCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...CollectionRelationRefusal\n    }\n  }\n": typeof types.MuteCollectionDocument,
    "\n  mutation UnmuteCollection($targetCollectionId: ID!) {\n    unmuteCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...CollectionRelationRefusal\n    }\n  }\n": typeof types.UnmuteCollectionDocument,
    "\n  mutation BlockUser($userId: ID!, $targetUserId: ID!) {\n    blockUser(userId: $userId, targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isBlocking\n          isFollowing\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($userId: ID!, $targetUserId: ID!) {\n    unblockUser(userId: $userId, targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isBlocking\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation ReportAndMaybeBlockUser($userId: ID!, $targetUserId: ID!, $alsoBlockUser: Boolean!, $reason: String) {\n    reportAndMaybeBlockUser(userId: $userId, targetUserId: $targetUserId, alsoBlockUser: $alsoBlockUser, reason: $reason) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isBlocking\n          isFollowing\n          hasReported\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": typeof types.ReportAndMaybeBlockUserDocument,
    "\n  fragment RelationRefusal on FollowUserResult {\n    ...FollowUserRefusal\n  }\n": typeof types.RelationRefusalFragmentDoc,
    "\n  fragment CollectionRelationRefusal on FollowCollectionResult {\n    ...FollowCollectionRefusal\n  }\n": typeof types.CollectionRelationRefusalFragmentDoc,
    "\n  query ReadingHistory($paging: PagingOptions) {\n    readingHistory(paging: $paging) {\n      items {\n        id\n        firstViewedAt\n        lastViewedAt\n        readAt\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.ReadingHistoryDocument,
    "\n  mutation RemoveFromReadingHistory($postId: ID!) {\n    removeFromReadingHistory(postId: $postId) {\n      __typename\n      ... on ReadingHistoryRemoval {\n        postId\n        removed\n      }\n      ...RemoveFromReadingHistoryRefusal\n    }\n  }\n": typeof types.RemoveFromReadingHistoryDocument,
    "\n  mutation ClearReadingHistory {\n    clearReadingHistory {\n      __typename\n      ... on ReadingHistoryCleared {\n        clearedCount\n      }\n      ...ClearReadingHistoryRefusal\n    }\n  }\n": typeof types.ClearReadingHistoryDocument,
    "\n  fragment ResponseItem on Post {\n    id\n    mediumUrl\n    firstPublishedAt\n    clapCount\n    responsesCount\n    responseDepth\n    responseParentId\n    isHiddenOnParent\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n      mediumMemberAt\n    }\n    responseParagraphs {\n      name\n      type\n      text\n    }\n  }\n": typeof types.ResponseItemFragmentDoc,
    "\n  fragment ResponsePage on ResponseConnection {\n    responses {\n      ...ResponseItem\n    }\n    pagingInfo {\n      next {\n        limit\n        to\n      }\n    }\n  }\n": typeof types.ResponsePageFragmentDoc,
    "\n  fragment ResponseWriter on Viewer {\n    id\n    name\n    imageId\n    mediumMemberAt\n  }\n": typeof types.ResponseWriterFragmentDoc,
    "\n  query StoryThread($id: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {\n    post(id: $id) {\n      id\n      responsesCount\n      isDiscussionClosed\n      responseViewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      threadedPostResponses(paging: $paging, sortType: $sortType) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n": typeof types.StoryThreadDocument,
    "\n  query ResponseReplies($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      responsesCount\n      responseReplies(paging: $paging) {\n        ...ResponsePage\n      }\n    }\n  }\n": typeof types.ResponseRepliesDocument,
    "\n  mutation PublishPostResponse($inResponseToPostId: ID!, $text: String!, $quoteParagraphName: String, $quoteStartOffset: Int, $quoteEndOffset: Int) {\n    publishPostResponse(\n      inResponseToPostId: $inResponseToPostId\n      text: $text\n      quoteParagraphName: $quoteParagraphName\n      quoteStartOffset: $quoteStartOffset\n      quoteEndOffset: $quoteEndOffset\n    ) {\n      __typename\n      ... on Post {\n        ...ResponseItem\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.PublishPostResponseDocument,
    "\n  mutation PublishCatalogResponse($catalogId: ID!, $text: String!, $inResponseToPostId: ID) {\n    publishCatalogResponse(catalogId: $catalogId, text: $text, inResponseToPostId: $inResponseToPostId) {\n      __typename\n      ... on Post {\n        ...ResponseItem\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.PublishCatalogResponseDocument,
    "\n  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {\n    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.HidePostResponseDocument,
    "\n  mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {\n    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.UnhidePostResponseDocument,
    "\n  mutation HideCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {\n    hideCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.HideCatalogResponseDocument,
    "\n  mutation ShowCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {\n    showCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.ShowCatalogResponseDocument,
    "\n  mutation DeletePostResponse($postResponseId: ID!) {\n    deletePostResponse(postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isDeleted\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.DeletePostResponseDocument,
    "\n  query CatalogThread($catalogId: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {\n    catalogDiscussion(catalogId: $catalogId) {\n      id\n      catalogId\n      responsesCount\n      isDiscussionClosed\n      viewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      threadedCatalogResponses(paging: $paging, sortType: $sortType) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n": typeof types.CatalogThreadDocument,
    "\n  query ResponsePageThread($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      responsesCount\n      isDiscussionClosed\n      responseRootPost {\n        id\n      }\n      responseRootCatalog {\n        id\n      }\n      responseViewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      responseReplies(paging: $paging) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n": typeof types.ResponsePageThreadDocument,
    "\n  mutation SetPostDiscussionClosed($postId: ID!, $closed: Boolean!) {\n    setPostDiscussionClosed(postId: $postId, closed: $closed) {\n      __typename\n      ... on Post {\n        id\n        isDiscussionClosed\n        responseViewerEdge {\n          id\n          canRespond\n          cannotRespondReason\n          canModerate\n        }\n      }\n      ...PostResponseRefusal\n    }\n  }\n": typeof types.SetPostDiscussionClosedDocument,
    "\n  mutation SetCatalogDiscussionClosed($catalogId: ID!, $closed: Boolean!) {\n    setCatalogDiscussionClosed(catalogId: $catalogId, closed: $closed) {\n      __typename\n      ... on CatalogDiscussion {\n        id\n        isDiscussionClosed\n        viewerEdge {\n          id\n          canRespond\n          cannotRespondReason\n          canModerate\n        }\n      }\n      ...CatalogDiscussionRefusal\n    }\n  }\n": typeof types.SetCatalogDiscussionClosedDocument,
    "\n  query CatalogDiscussionState($catalogId: ID!) {\n    catalogDiscussion(catalogId: $catalogId) {\n      id\n      isDiscussionClosed\n    }\n  }\n": typeof types.CatalogDiscussionStateDocument,
    "\n  fragment HighlightedText on HighlightedText {\n    text\n    highlights {\n      start\n      end\n    }\n  }\n": typeof types.HighlightedTextFragmentDoc,
    "\n  fragment SearchPerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumUrl\n    mediumMemberAt\n  }\n": typeof types.SearchPersonFragmentDoc,
    "\n  fragment SearchPublication on Collection {\n    id\n    name\n    slug\n    tagline\n    domain\n    mediumUrl\n    avatar {\n      id\n    }\n  }\n": typeof types.SearchPublicationFragmentDoc,
    "\n  fragment SearchTag on TagSearchHit {\n    postCount\n    tag {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n  }\n": typeof types.SearchTagFragmentDoc,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      posts {\n        id\n        title\n        mediumUrl\n        creator {\n          id\n          name\n        }\n      }\n      users {\n        ...SearchPerson\n      }\n      collections {\n        ...SearchPublication\n      }\n      tags {\n        ...SearchTag\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  mutation SharePostWithUser($postId: ID!, $userId: ID!) {\n    sharePostWithUser(postId: $postId, userId: $userId) {\n      __typename\n      ... on Post {\n        id\n      }\n      ...SharePostRefusal\n    }\n  }\n": typeof types.SharePostWithUserDocument,
    "\n  fragment LockoutRefusal on LockoutError {\n    message\n    lockoutInfo {\n      failCount\n      lockedOutUntil\n    }\n  }\n": typeof types.LockoutRefusalFragmentDoc,
    "\n  fragment SignedIn on AuthInfo {\n    uid\n    redirect\n  }\n": typeof types.SignedInFragmentDoc,
    "\n  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {\n    ... on BadRequest {\n      message\n    }\n    ... on FailedChallenge {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n": typeof types.SendAcctAuthEmailRefusalFragmentDoc,
    "\n  fragment CreateAccountRefusal on CreateAccountResult {\n    ... on Forbidden {\n      message\n    }\n    ... on AlreadyExists {\n      message\n    }\n    ... on UserCreationRateLimited {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n  }\n": typeof types.CreateAccountRefusalFragmentDoc,
    "\n  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {\n    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {\n      __typename\n      ... on SusiMethod {\n        value\n      }\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": typeof types.SendAcctAuthEmailDocument,
    "\n  query MagicLinkPreferred($email: String!) {\n    magicLinkPreferred(email: $email) {\n      __typename\n      ... on PrefersMagicLink {\n        result\n      }\n      ...MagicLinkPreferredRefusal\n    }\n  }\n": typeof types.MagicLinkPreferredDocument,
    "\n  query emailAvailability($email: String!) {\n    emailAvailability(email: $email)\n  }\n": typeof types.EmailAvailabilityDocument,
    "\n  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {\n    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ... on AuthToken {\n        token\n      }\n      ...LoginRefusal\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        ...LockoutRefusal\n      }\n      ... on PasswordSoftLockout {\n        ...LockoutRefusal\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on InvalidTwoFactorAuthCode {\n        message\n      }\n      ... on TwoFactorAuthSoftLockout {\n        message\n      }\n      ... on TwoFactorAuthPermanentLockout {\n        message\n      }\n    }\n  }\n": typeof types.LoginUserDocument,
    "\n  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {\n    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ...CreateAccountRefusal\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation VerifyLoginCode($loginCode: String!) {\n    verifyLoginCode(loginCode: $loginCode) {\n      __typename\n      ... on Token {\n        value\n      }\n      ...VerifyLoginCodeRefusal\n    }\n  }\n": typeof types.VerifyLoginCodeDocument,
    "\n  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {\n    __typename\n    ... on TwoFactorCodeSent {\n      method\n      phoneLast4\n    }\n    ...SendTwoFactorCodeRefusal\n  }\n": typeof types.TwoFactorCodeSendResultFragmentDoc,
    "\n  query TwoFactorChallenge($token: String!) {\n    twoFactorChallenge(token: $token) {\n      method\n      phoneLast4\n    }\n  }\n": typeof types.TwoFactorChallengeDocument,
    "\n  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {\n    sendTwoFactorCode(token: $token, method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": typeof types.SendTwoFactorCodeDocument,
    "\n  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {\n    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {\n      __typename\n      ...SignedIn\n      ...LoginRefusal\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": typeof types.TwoFactorLoginDocument,
    "\n  query ViewerTwoFactor {\n    viewer {\n      id\n      twoFactor {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n    }\n  }\n": typeof types.ViewerTwoFactorDocument,
    "\n  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {\n    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {\n      __typename\n      ... on AuthyUser {\n        authyId\n        preferredMethod\n        otpauthUri\n        qrCodeSvg\n        phoneLast4\n      }\n      ...RegisterAuthyUserRefusal\n    }\n  }\n": typeof types.RegisterAuthyUserDocument,
    "\n  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {\n    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorAuthEnabled {\n        success\n        method\n        otherSessionCount\n      }\n      ...CrupdateTwoFactorAuthRefusal\n      ...LockoutRefusal\n    }\n  }\n": typeof types.CrupdateTwoFactorAuthDocument,
    "\n  mutation crupdateTwoFactorBackupCodes($userId: ID) {\n    crupdateTwoFactorBackupCodes(userId: $userId) {\n      __typename\n      ... on TwoFactorBackupCodes {\n        backupCodes\n      }\n      ...CrupdateTwoFactorBackupCodesRefusal\n    }\n  }\n": typeof types.CrupdateTwoFactorBackupCodesDocument,
    "\n  mutation RemoveTwoFactorAuth($verificationCode: String!) {\n    removeTwoFactorAuth(verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorStatus {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n      ...RemoveTwoFactorAuthRefusal\n      ...LockoutRefusal\n    }\n  }\n": typeof types.RemoveTwoFactorAuthDocument,
    "\n  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {\n    sendViewerTwoFactorCode(method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": typeof types.SendViewerTwoFactorCodeDocument,
    "\n  mutation EndOtherSessionsAfterTwoFactor {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsAfterTwoFactorDocument,
    "\n  query UserMentionTooltipStatsQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      socialStats {\n        followerCount\n      }\n      viewerEdge {\n        id\n        isFollowing\n        createdAt\n        lastPostCreatedAt\n      }\n    }\n  }\n": typeof types.UserMentionTooltipStatsQueryDocument,
    "\n  query VerifyEmailViewer {\n    viewer {\n      id\n      unverifiedEmail\n    }\n  }\n": typeof types.VerifyEmailViewerDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SentVerificationEmail {\n        email\n      }\n      ...SendVerificationEmailRefusal\n    }\n  }\n": typeof types.SendVerificationEmailDocument,
    "\n  fragment CatalogDiscussionRefusal on CatalogDiscussionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.CatalogDiscussionRefusalFragmentDoc,
    "\n  fragment CatalogRefusal on CatalogResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.CatalogRefusalFragmentDoc,
    "\n  fragment CheckoutRefusal on CheckoutResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n  }\n": typeof types.CheckoutRefusalFragmentDoc,
    "\n  fragment ClearReadingHistoryRefusal on ClearReadingHistoryResult {\n    ... on TooManyRequests { message }\n  }\n": typeof types.ClearReadingHistoryRefusalFragmentDoc,
    "\n  fragment CollectionInvitationRefusal on CollectionInvitationResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.CollectionInvitationRefusalFragmentDoc,
    "\n  fragment CollectionPostRefusal on CollectionPostResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.CollectionPostRefusalFragmentDoc,
    "\n  fragment CollectionRefusal on CollectionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.CollectionRefusalFragmentDoc,
    "\n  fragment CreateNoteRefusal on CreateNoteResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.CreateNoteRefusalFragmentDoc,
    "\n  fragment CreatePostRefusal on CreatePostResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n  }\n": typeof types.CreatePostRefusalFragmentDoc,
    "\n  fragment CreateQuoteRefusal on CreateQuoteResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.CreateQuoteRefusalFragmentDoc,
    "\n  fragment CrupdatePasswordRefusal on CrupdatePasswordResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on ExpiredCredentials { message }\n    ... on MalformedOAuthToken { message }\n  }\n": typeof types.CrupdatePasswordRefusalFragmentDoc,
    "\n  fragment CrupdateTwoFactorAuthRefusal on CrupdateTwoFactorAuthResult {\n    ... on BadRequest { message }\n  }\n": typeof types.CrupdateTwoFactorAuthRefusalFragmentDoc,
    "\n  fragment CrupdateTwoFactorBackupCodesRefusal on CrupdateTwoFactorBackupCodesResult {\n    ... on NotFound { message }\n  }\n": typeof types.CrupdateTwoFactorBackupCodesRefusalFragmentDoc,
    "\n  fragment CustomDomainRefusal on CustomDomainResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.CustomDomainRefusalFragmentDoc,
    "\n  fragment DeleteCatalogRefusal on DeleteCatalogResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.DeleteCatalogRefusalFragmentDoc,
    "\n  fragment DeletePostRefusal on DeletePostResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.DeletePostRefusalFragmentDoc,
    "\n  fragment DeleteQuoteRefusal on DeleteQuoteResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.DeleteQuoteRefusalFragmentDoc,
    "\n  fragment FeaturePageRefusal on FeaturePageResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.FeaturePageRefusalFragmentDoc,
    "\n  fragment FeedSignalRefusal on FeedSignalResult {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.FeedSignalRefusalFragmentDoc,
    "\n  fragment FollowCollectionRefusal on FollowCollectionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.FollowCollectionRefusalFragmentDoc,
    "\n  fragment FollowTopicRefusal on FollowTopicResult {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.FollowTopicRefusalFragmentDoc,
    "\n  fragment FollowUserRefusal on FollowUserResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.FollowUserRefusalFragmentDoc,
    "\n  fragment GiftCheckoutRefusal on GiftCheckoutResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.GiftCheckoutRefusalFragmentDoc,
    "\n  fragment LoginRefusal on LoginResult {\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.LoginRefusalFragmentDoc,
    "\n  fragment MagicLinkPreferredRefusal on MagicLinkPreferredResult {\n    ... on NotFound { message }\n  }\n": typeof types.MagicLinkPreferredRefusalFragmentDoc,
    "\n  fragment MembershipRefusal on MembershipResult {\n    ... on NotFound { message }\n  }\n": typeof types.MembershipRefusalFragmentDoc,
    "\n  fragment NoteRemovalRefusal on NoteRemovalResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.NoteRemovalRefusalFragmentDoc,
    "\n  fragment NoteReplyRemovalRefusal on NoteReplyRemovalResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.NoteReplyRemovalRefusalFragmentDoc,
    "\n  fragment NoteReplyRefusal on NoteReplyResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.NoteReplyRefusalFragmentDoc,
    "\n  fragment PartnerEnrollRefusal on PartnerEnrollResult {\n    ... on BadRequest { message }\n  }\n": typeof types.PartnerEnrollRefusalFragmentDoc,
    "\n  fragment PayoutOnboardingRefusal on PayoutOnboardingResult {\n    ... on BadRequest { message }\n  }\n": typeof types.PayoutOnboardingRefusalFragmentDoc,
    "\n  fragment PostForEditingRefusal on PostForEditingResult {\n    ... on NotFound { message }\n    ... on Forbidden { message }\n  }\n": typeof types.PostForEditingRefusalFragmentDoc,
    "\n  fragment PostMutationRefusal on PostMutationResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on Conflict { message }\n  }\n": typeof types.PostMutationRefusalFragmentDoc,
    "\n  fragment PostResponseRefusal on PostResponseResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.PostResponseRefusalFragmentDoc,
    "\n  fragment PostRefusal on PostResult {\n    ... on NotFound { message }\n    ... on PostSuspended { message }\n  }\n": typeof types.PostRefusalFragmentDoc,
    "\n  fragment PostStatsRefusal on PostStatsResult {\n    ... on NotFound { message }\n  }\n": typeof types.PostStatsRefusalFragmentDoc,
    "\n  fragment ReadingListRefusal on ReadingListResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.ReadingListRefusalFragmentDoc,
    "\n  fragment RedeemGiftRefusal on RedeemGiftResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on Forbidden { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.RedeemGiftRefusalFragmentDoc,
    "\n  fragment RegisterAuthyUserRefusal on RegisterAuthyUserResult {\n    ... on BadRequest { message }\n  }\n": typeof types.RegisterAuthyUserRefusalFragmentDoc,
    "\n  fragment RemoveFromReadingHistoryRefusal on RemoveFromReadingHistoryResult {\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.RemoveFromReadingHistoryRefusalFragmentDoc,
    "\n  fragment RemoveTwoFactorAuthRefusal on RemoveTwoFactorAuthResult {\n    ... on BadRequest { message }\n  }\n": typeof types.RemoveTwoFactorAuthRefusalFragmentDoc,
    "\n  fragment ResolveEmbedRefusal on ResolveEmbedResult {\n    ... on BadRequest { message }\n  }\n": typeof types.ResolveEmbedRefusalFragmentDoc,
    "\n  fragment SavePostDraftRefusal on SavePostDraftResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.SavePostDraftRefusalFragmentDoc,
    "\n  fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.SendTwoFactorCodeRefusalFragmentDoc,
    "\n  fragment SendVerificationEmailRefusal on SendVerificationEmailResult {\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.SendVerificationEmailRefusalFragmentDoc,
    "\n  fragment SequenceRefusal on SequenceResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.SequenceRefusalFragmentDoc,
    "\n  fragment SeriesRefusal on SeriesResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.SeriesRefusalFragmentDoc,
    "\n  fragment SharePostRefusal on SharePostResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.SharePostRefusalFragmentDoc,
    "\n  fragment StoryEarningsAuditRefusal on StoryEarningsAuditResult {\n    ... on NotFound { message }\n  }\n": typeof types.StoryEarningsAuditRefusalFragmentDoc,
    "\n  fragment TaxDocumentRefusal on TaxDocumentResult {\n    ... on BadRequest { message }\n  }\n": typeof types.TaxDocumentRefusalFragmentDoc,
    "\n  fragment TaxReviewRefusal on TaxReviewResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n  }\n": typeof types.TaxReviewRefusalFragmentDoc,
    "\n  fragment UpdateActivityLastViewedRefusal on UpdateActivityLastViewedResult {\n    ... on TooManyRequests { message }\n  }\n": typeof types.UpdateActivityLastViewedRefusalFragmentDoc,
    "\n  fragment UpdateCustomStyleSheetRefusal on UpdateCustomStyleSheetResult {\n    ... on Forbidden { message }\n  }\n": typeof types.UpdateCustomStyleSheetRefusalFragmentDoc,
    "\n  fragment UpdateNotificationEmailSettingRefusal on UpdateNotificationEmailSettingResult {\n    ... on BadRequest { message }\n  }\n": typeof types.UpdateNotificationEmailSettingRefusalFragmentDoc,
    "\n  fragment UpdateUserProfileRefusal on UpdateUserProfileResult {\n    ... on Forbidden { message }\n  }\n": typeof types.UpdateUserProfileRefusalFragmentDoc,
    "\n  fragment UserRefusal on UserResult {\n    ... on NotFound { message }\n    ... on AccountSuspended { message }\n  }\n": typeof types.UserRefusalFragmentDoc,
    "\n  fragment VerifyLoginCodeRefusal on VerifyLoginCodeResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": typeof types.VerifyLoginCodeRefusalFragmentDoc,
    "\n  fragment CreateNewsletterEmailRefusal on CreateNewsletterEmailResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": typeof types.CreateNewsletterEmailRefusalFragmentDoc,
    "\n  fragment SendNewsletterIssueRefusal on SendNewsletterIssueResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on Conflict { message }\n  }\n": typeof types.SendNewsletterIssueRefusalFragmentDoc,
    "\n  fragment NewsletterV3Refusal on NewsletterV3Result {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n    ... on Forbidden { message }\n  }\n": typeof types.NewsletterV3RefusalFragmentDoc,
    "\n  query MentionSuggestions($query: String!, $limit: Int) {\n    mentionSuggestions(query: $query, limit: $limit) {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n": typeof types.MentionSuggestionsDocument,
    "\n  mutation ResolveEmbed($url: String!) {\n    resolveEmbed(url: $url) {\n      __typename\n      ... on IframeEmbed {\n        mediaResource {\n          id\n          iframeSrc\n          iframeWidth\n          iframeHeight\n          title\n        }\n      }\n      ... on MixtapeEmbed {\n        mixtapeMetadata {\n          href\n          thumbnailImageId\n          title\n          description\n        }\n      }\n      ...ResolveEmbedRefusal\n    }\n  }\n": typeof types.ResolveEmbedDocument,
    "\n  fragment SubscriberStatsFields on SubscriberStats {\n    subscriberCount\n    newSubscribersInPeriod\n    unsubscribesInPeriod\n    newSubscribersPerDay {\n      day\n      count\n    }\n    unsubscribesPerDay {\n      day\n      count\n    }\n    newsletter {\n      id\n    }\n  }\n": typeof types.SubscriberStatsFieldsFragmentDoc,
    "\n  query UserAudience($username: String!, $days: Int, $limit: Int) {\n    userAudience(username: $username) {\n      __typename\n      ... on UserAudience {\n        id\n        user {\n          id\n          name\n          username\n        }\n        subscriberStats(days: $days) {\n          ...SubscriberStatsFields\n        }\n        recentSubscribers(limit: $limit) {\n          id\n          email\n          subscribedAt\n          source\n          user {\n            id\n            name\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserAudienceDocument,
    "\n  query SubscriptionStats($days: Int) {\n    viewer {\n      id\n      username\n    }\n    viewerSubscriberStats(days: $days) {\n      ...SubscriberStatsFields\n    }\n  }\n": typeof types.SubscriptionStatsDocument,
    "\n  query NewsletterStats($newsletterV3Id: ID!) {\n    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Stats {\n        ...NewsletterStatsFields\n      }\n    }\n  }\n": typeof types.NewsletterStatsDocument,
    "\n  fragment NewsletterStatsFields on NewsletterV3Stats {\n    id\n    trackEngagement\n    newsletter {\n      id\n      name\n      subscriberCount\n    }\n  }\n": typeof types.NewsletterStatsFieldsFragmentDoc,
    "\n  mutation SetNewsletterTracking($newsletterV3Id: ID!, $enabled: Boolean!) {\n    setNewsletterV3Tracking(newsletterV3Id: $newsletterV3Id, enabled: $enabled) {\n      __typename\n      ... on NewsletterV3Stats {\n        ...NewsletterStatsFields\n      }\n    }\n  }\n": typeof types.SetNewsletterTrackingDocument,
    "\n  query ImportTarget {\n    viewerSubscriberStats(days: 1) {\n      subscriberCount\n      newsletter {\n        id\n      }\n    }\n  }\n": typeof types.ImportTargetDocument,
    "\n  mutation EnableNewsletter {\n    enableViewerNewsletterV3 {\n      id\n    }\n  }\n": typeof types.EnableNewsletterDocument,
    "\n  query NewsletterAudience($newsletterV3Id: ID!, $days: Int, $limit: Int) {\n    newsletterV3Audience(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Audience {\n        id\n        newsletter {\n          id\n          type\n          name\n          slug\n          collection {\n            id\n            slug\n            name\n          }\n        }\n        subscriberStats(days: $days) {\n          ...SubscriberStatsFields\n        }\n        recentSubscribers(limit: $limit) {\n          id\n          email\n          subscribedAt\n          source\n          user {\n            id\n            name\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.NewsletterAudienceDocument,
    "\n  fragment NewsletterSendFields on NewsletterSendStats {\n    id\n    sentAt\n    status\n    stopReason\n    stoppedAt\n    emailOnly\n    recipients\n    delivered\n    failed\n    bounced\n    skipped\n    queued\n    stopped\n    opens\n    clicks\n    cursor\n    post {\n      id\n      title\n      mediumUrl\n    }\n  }\n": typeof types.NewsletterSendFieldsFragmentDoc,
    "\n  query NewsletterSends($newsletterV3Id: ID!, $before: String, $limit: Int) {\n    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Stats {\n        id\n        sendsPage(before: $before, limit: $limit) {\n          ...NewsletterSendFields\n        }\n      }\n    }\n  }\n": typeof types.NewsletterSendsDocument,
    "\n  mutation ResumeNewsletterSend($sendId: ID!) {\n    resumeNewsletterSend(sendId: $sendId) {\n      __typename\n      ... on NewsletterSendStats {\n        ...NewsletterSendFields\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": typeof types.ResumeNewsletterSendDocument,
    "\n  fragment ChargeFields on Charge {\n    id\n    createdAt\n    amount\n    currency\n    status\n    description\n    receiptNumber\n    periodStart\n    periodEnd\n    paymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n": typeof types.ChargeFieldsFragmentDoc,
    "\n  query BillingHistory($paging: PagingOptions) {\n    viewer {\n      id\n    }\n    viewerCharges(paging: $paging) {\n      charges {\n        ...ChargeFields\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n          page\n        }\n      }\n    }\n  }\n": typeof types.BillingHistoryDocument,
    "\n  query Receipt($chargeId: ID!) {\n    viewer {\n      id\n      name\n      email\n    }\n    viewerCharge(chargeId: $chargeId) {\n      ...ChargeFields\n    }\n  }\n": typeof types.ReceiptDocument,
    "\n  query UpdatePayment {\n    viewer {\n      id\n    }\n    paymentsConfig {\n      enabled\n    }\n    viewerPaymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    viewerMembership {\n      id\n      status\n      graceEndsAt\n    }\n  }\n": typeof types.UpdatePaymentDocument,
    "\n  mutation StartPaymentMethodUpdate {\n    startPaymentMethodUpdate {\n      ...CheckoutAnswer\n    }\n  }\n": typeof types.StartPaymentMethodUpdateDocument,
    "\n  query PartnerShare {\n    partnerSharePercent\n  }\n": typeof types.PartnerShareDocument,
    "\n  query DesignViewer {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n      customStyleSheet {\n        ...CustomStyle\n        header {\n          backgroundImage {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.DesignViewerDocument,
    "\n  mutation UpdateCustomStyleSheet($input: CustomStyleSheetInput!) {\n    updateCustomStyleSheet(input: $input) {\n      __typename\n      ... on User {\n        id\n        customStyleSheet {\n          ...CustomStyle\n          header {\n            backgroundImage {\n              id\n            }\n          }\n        }\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateCustomStyleSheetRefusal\n    }\n  }\n": typeof types.UpdateCustomStyleSheetDocument,
    "\n  mutation RemoveCustomStyleSheet {\n    removeCustomStyleSheet {\n      id\n      customStyleSheet {\n        id\n      }\n    }\n  }\n": typeof types.RemoveCustomStyleSheetDocument,
    "\n  fragment EmailNewsletter on NewsletterV3 {\n    id\n    name\n    type\n    subscriberCount\n  }\n": typeof types.EmailNewsletterFragmentDoc,
    "\n  fragment EditorPost on Post {\n    id\n    title\n    subtitle\n    isPublished\n    mediumUrl\n    draftLabel\n    latestVersion\n    ...PostSettingsFields\n    latestDraft {\n      version\n      title\n      subtitle\n      bodyJson\n      savedAt\n    }\n    collection {\n      id\n      name\n    }\n    pendingCollection {\n      id\n      name\n    }\n    newsletterIssue {\n      id\n      sentAt\n      newsletter {\n        ...EmailNewsletter\n      }\n    }\n  }\n": typeof types.EditorPostFragmentDoc,
    "\n  query PostForEditing($id: ID!) {\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": typeof types.PostForEditingDocument,
    "\n  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {\n    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...CreatePostRefusal\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {\n    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on PostDraftSaved {\n        version\n        savedAt\n        post {\n          id\n          draftLabel\n          latestVersion\n        }\n      }\n      ... on Conflict {\n        message\n        latestVersion\n      }\n      ...SavePostDraftRefusal\n    }\n  }\n": typeof types.SavePostDraftDocument,
    "\n  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {\n    publishPost(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        id\n        mediumUrl\n        isPublished\n        draftLabel\n        latestVersion\n        visibility\n      }\n      ...PostMutationRefusal\n      ... on Conflict {\n        latestVersion\n      }\n    }\n  }\n": typeof types.PublishPostDocument,
    "\n  query ViewerPublications {\n    viewerPublications {\n      id\n      name\n      slug\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n": typeof types.ViewerPublicationsDocument,
    "\n  query NewsletterForEmail($newsletterV3Id: ID!) {\n    newsletterV3ForEmail(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        ...EmailNewsletter\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": typeof types.NewsletterForEmailDocument,
    "\n  mutation CreateNewsletterEmail($newsletterV3Id: ID!, $title: String, $subtitle: String, $bodyJson: String) {\n    createNewsletterEmail(newsletterV3Id: $newsletterV3Id, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...CreateNewsletterEmailRefusal\n    }\n  }\n": typeof types.CreateNewsletterEmailDocument,
    "\n  mutation SendNewsletterEmail($postId: ID!, $baseVersion: Int) {\n    sendNewsletterEmail(postId: $postId, baseVersion: $baseVersion) {\n      __typename\n      ... on NewsletterIssue {\n        id\n        sentAt\n      }\n      ...SendNewsletterIssueRefusal\n    }\n  }\n": typeof types.SendNewsletterEmailDocument,
    "\n  query GiftPage {\n    viewer {\n      id\n      name\n    }\n    paymentsConfig {\n      enabled\n    }\n    giftPlans {\n      planId\n      name\n      description\n      amount\n      currency\n      months\n    }\n    viewerGiftPurchases {\n      id\n      kind\n      months\n      quantity\n      amount\n      currency\n      recipientName\n      recipientEmail\n      message\n      deliverAt\n      deliveredAt\n      createdAt\n      redeemedCount\n      codes {\n        id\n        code\n        redeemUrl\n        state\n        redeemedAt\n        expiresAt\n      }\n    }\n  }\n": typeof types.GiftPageDocument,
    "\n  mutation StartGiftCheckout($input: GiftCheckoutInput!) {\n    startGiftCheckout(input: $input) {\n      ...CheckoutAnswer\n      ...GiftCheckoutRefusal\n    }\n  }\n": typeof types.StartGiftCheckoutDocument,
    "\n  mutation StartGroupGiftCheckout($planId: ID!, $quantity: Int!) {\n    startGroupGiftCheckout(planId: $planId, quantity: $quantity) {\n      ...CheckoutAnswer\n      ...GiftCheckoutRefusal\n    }\n  }\n": typeof types.StartGroupGiftCheckoutDocument,
    "\n  query GiftByCode($giftCode: String!) {\n    giftByCode(giftCode: $giftCode) {\n      code\n      months\n      senderName\n      recipientName\n      state\n      expiresAt\n      message\n      redeemedByViewer\n    }\n  }\n": typeof types.GiftByCodeDocument,
    "\n  mutation RedeemGiftCode($giftCode: String!) {\n    redeemGiftCode(giftCode: $giftCode) {\n      __typename\n      ... on GiftRedemption {\n        months\n        senderName\n        giftMessage: message\n        memberUntil\n      }\n      ...RedeemGiftRefusal\n    }\n  }\n": typeof types.RedeemGiftCodeDocument,
    "\n  query HomeForYou($paging: PagingOptions) {\n    forYouFeed(paging: $paging) {\n      items {\n        reason\n        reasonKind\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n        previous {\n          limit\n          from\n        }\n      }\n    }\n  }\n": typeof types.HomeForYouDocument,
    "\n  query HomeFollowing($paging: PagingOptions) {\n    followingFeed(paging: $paging) {\n      items {\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n        previous {\n          limit\n          from\n        }\n      }\n    }\n  }\n": typeof types.HomeFollowingDocument,
    "\n  query HomeLatest($paging: PagingOptions) {\n    latestPostsConnection(paging: $paging) {\n      posts {\n        ...PostCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.HomeLatestDocument,
    "\n  fragment HomeStoryLine on Post {\n    id\n    title\n    mediumUrl\n    isLocked\n    readingTime\n    firstPublishedAt\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n    }\n  }\n": typeof types.HomeStoryLineFragmentDoc,
    "\n  query HomeTrending($paging: PagingOptions) {\n    trendingPosts(paging: $paging) {\n      posts {\n        ...HomeStoryLine\n      }\n    }\n  }\n": typeof types.HomeTrendingDocument,
    "\n  query HomeStaffPicks($limit: Int) {\n    staffPicks(limit: $limit) {\n      ...HomeStoryLine\n    }\n  }\n": typeof types.HomeStaffPicksDocument,
    "\n  query HomeTopics($limit: Int) {\n    recommendedTopics(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.HomeTopicsDocument,
    "\n  query HomeWhoToFollow($limit: Int) {\n    whoToFollow(limit: $limit) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      viewerEdge {\n        id\n        isFollowing\n      }\n    }\n  }\n": typeof types.HomeWhoToFollowDocument,
    "\n  mutation RemoveFromForYou($kind: FeedSignalKind!, $postId: ID!) {\n    removeFromForYou(kind: $kind, postId: $postId) {\n      __typename\n      ... on FeedSignalChange {\n        kind\n        postId\n        removed\n      }\n      ...FeedSignalRefusal\n    }\n  }\n": typeof types.RemoveFromForYouDocument,
    "\n  mutation RestoreToForYou($kind: FeedSignalKind!, $postId: ID!) {\n    restoreToForYou(kind: $kind, postId: $postId) {\n      __typename\n      ... on FeedSignalChange {\n        kind\n        postId\n        removed\n      }\n      ...FeedSignalRefusal\n    }\n  }\n": typeof types.RestoreToForYouDocument,
    "\n  query ListPage($username: String, $catalogSlugId: String!, $paging: PagingOptions) {\n    catalogBySlugId(username: $username, catalogSlugId: $catalogSlugId) {\n      ...CatalogSummary\n      viewerEdge {\n        id\n        isCreator\n      }\n      itemsConnection(paging: $paging) {\n        items {\n          catalogItemId\n          note\n          post {\n            ...PostCard\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.ListPageDocument,
    "\n  query ReadingListItems($state: ReadingListState!, $paging: PagingOptions) {\n    readingListItems(state: $state, paging: $paging) {\n      items {\n        catalogItemId\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.ReadingListItemsDocument,
    "\n  query Library {\n    readingList {\n      ...CatalogSummary\n      itemsConnection(paging: { limit: 3 }) {\n        items {\n          catalogItemId\n          post {\n            id\n            previewImage {\n              id\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": typeof types.LibraryDocument,
    "\n  query UserLists($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      catalogsConnection(paging: $paging) {\n        catalogs {\n          ...CatalogSummary\n          itemsConnection(paging: { limit: 3 }) {\n            items {\n              catalogItemId\n              post {\n                id\n                previewImage {\n                  id\n                }\n              }\n            }\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserListsDocument,
    "\n  fragment MembershipPlanFields on PaymentPlan {\n    planId\n    name\n    description\n    kind\n    amount\n    currency\n    months\n    trialDays\n  }\n": typeof types.MembershipPlanFieldsFragmentDoc,
    "\n  fragment ViewerMembershipFields on Membership {\n    id\n    status\n    source\n    startedAt\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    graceEndsAt\n    endedAt\n    plan {\n      ...MembershipPlanFields\n    }\n  }\n": typeof types.ViewerMembershipFieldsFragmentDoc,
    "\n  query MembershipPage {\n    viewer {\n      id\n      username\n      name\n      mediumMemberAt\n      hasPastMemberships\n    }\n    paymentsConfig {\n      enabled\n      plans {\n        ...MembershipPlanFields\n      }\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n  }\n": typeof types.MembershipPageDocument,
    "\n  query UserMembership($username: String!) {\n    user(username: $username) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      mediumUrl\n      userPostCounts {\n        publishedPosts\n      }\n    }\n  }\n": typeof types.UserMembershipDocument,
    "\n  fragment CheckoutAnswer on CheckoutResult {\n    __typename\n    ... on CheckoutSession {\n      url\n    }\n    ... on CheckoutNotAvailable {\n      message\n    }\n    ... on PaymentError {\n      message\n    }\n    ...CheckoutRefusal\n  }\n": typeof types.CheckoutAnswerFragmentDoc,
    "\n  mutation StartMembershipCheckout($planId: ID!, $referrerUsername: String) {\n    startMembershipCheckout(planId: $planId, referrerUsername: $referrerUsername) {\n      ...CheckoutAnswer\n    }\n  }\n": typeof types.StartMembershipCheckoutDocument,
    "\n  query WelcomeMember {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n  }\n": typeof types.WelcomeMemberDocument,
    "\n  query WelcomeStories {\n    latestPostsConnection(paging: { limit: 25 }) {\n      posts {\n        ...PostCard\n      }\n    }\n  }\n": typeof types.WelcomeStoriesDocument,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on Collection {\n        id\n        slug\n        name\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.CreateCollectionDocument,
    "\n  query SamplePosts {\n    samplePosts(limit: 3) {\n      ...PostCard\n    }\n  }\n": typeof types.SamplePostsDocument,
    "\n  query PartnerTaxes {\n    viewer {\n      id\n      isPartnerProgramEnrolled\n      userTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n    }\n    partnerEnrollmentState {\n      country\n      firstUnfinishedStep\n    }\n  }\n": typeof types.PartnerTaxesDocument,
    "\n  query PartnerEarnings($month: String) {\n    viewerPartnerEarnings {\n      isEnrolled\n      currency\n      lifetime\n      lifetimePayable\n      thisMonth {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      lastMonth {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      months(count: 12) {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      stories(month: $month) {\n        postId\n        title\n        memberReadingTime\n        amount\n        state\n        post {\n          id\n          mediumUrl\n        }\n      }\n    }\n  }\n": typeof types.PartnerEarningsDocument,
    "\n  query StoryEarningsAudit($postId: ID!) {\n    storyEarningsAudit(postId: $postId) {\n      __typename\n      ... on StoryEarningsAudit {\n        postId\n        title\n        currency\n        lifetime\n        periods {\n          periodStart\n          month\n          memberCount\n          memberReadingTime\n          amount\n          state\n          isEstimate\n        }\n      }\n      ...StoryEarningsAuditRefusal\n    }\n  }\n": typeof types.StoryEarningsAuditDocument,
    "\n  fragment PartnerTaxDocuments on UserTaxDocuments {\n    taxDocumentStatus\n    earningsFirstWithheldAt\n    earningsLimitedAt\n    earningsForfeitedAt\n    earningsInternallyForfeitedAt\n    invalidReason\n    legalName\n    country\n    address\n    taxIdKind\n    taxIdLast4\n    submittedAt\n  }\n": typeof types.PartnerTaxDocumentsFragmentDoc,
    "\n  fragment PartnerEnrollment on PartnerEnrollmentState {\n    enrollment\n    eligibilityRules {\n      id\n      label\n      met\n    }\n    eligible\n    country\n    eligibilityCheckedAt\n    termsAcceptedAt\n    payoutsConfigured\n    payoutAccountReady\n    payoutStepDone\n    enrolledAt\n    unenrolledAt\n    firstUnfinishedStep\n  }\n": typeof types.PartnerEnrollmentFragmentDoc,
    "\n  query PartnerEnroll {\n    viewer {\n      id\n      name\n      isPartnerProgramEnrolled\n      userTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n    }\n    partnerEnrollmentState {\n      ...PartnerEnrollment\n    }\n  }\n": typeof types.PartnerEnrollDocument,
    "\n  mutation ConfirmPartnerEligibility($country: String!) {\n    confirmPartnerEligibility(country: $country) {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": typeof types.ConfirmPartnerEligibilityDocument,
    "\n  mutation AcceptPartnerProgramTerms {\n    acceptPartnerProgramTerms {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": typeof types.AcceptPartnerProgramTermsDocument,
    "\n  mutation StartPartnerPayoutOnboarding {\n    startPartnerPayoutOnboarding {\n      __typename\n      ... on PayoutOnboardingLink {\n        url\n      }\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PayoutOnboardingRefusal\n    }\n  }\n": typeof types.StartPartnerPayoutOnboardingDocument,
    "\n  mutation CompletePartnerPayoutOnboarding {\n    completePartnerPayoutOnboarding {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": typeof types.CompletePartnerPayoutOnboardingDocument,
    "\n  mutation SubmitTaxDocument($input: TaxDocumentInput!) {\n    submitTaxDocument(input: $input) {\n      __typename\n      ... on UserTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n      ... on InvalidTaxInput {\n        field\n        message\n      }\n      ...TaxDocumentRefusal\n    }\n  }\n": typeof types.SubmitTaxDocumentDocument,
    "\n  mutation UnenrollPartnerProgram {\n    unenrollPartnerProgram {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": typeof types.UnenrollPartnerProgramDocument,
    "\n  query PendingTaxDocuments {\n    viewer {\n      id\n    }\n    pendingTaxDocuments {\n      id\n      user {\n        id\n        name\n        username\n      }\n      taxDocumentStatus\n      legalName\n      country\n      address\n      taxIdKind\n      taxIdLast4\n      submittedAt\n    }\n  }\n": typeof types.PendingTaxDocumentsDocument,
    "\n  mutation ReviewTaxDocument($documentId: ID!, $decision: TaxReviewDecision!, $reason: String) {\n    reviewTaxDocument(documentId: $documentId, decision: $decision, reason: $reason) {\n      __typename\n      ... on TaxReviewItem {\n        id\n        taxDocumentStatus\n      }\n      ...TaxReviewRefusal\n    }\n  }\n": typeof types.ReviewTaxDocumentDocument,
    "\n  query PasswordViewer {\n    viewer {\n      id\n      email\n      hasPassword\n    }\n  }\n": typeof types.PasswordViewerDocument,
    "\n  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {\n    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {\n      __typename\n      ... on PasswordUpdated {\n        success\n        redirect\n        otherSessionCount\n      }\n      ...CrupdatePasswordRefusal\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n    }\n  }\n": typeof types.CrupdatePasswordDocument,
    "\n  mutation EndOtherSessionsAfterPassword {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsAfterPasswordDocument,
    "\n  mutation SendPasswordResetEmail($email: String!) {\n    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {\n      __typename\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": typeof types.SendPasswordResetEmailDocument,
    "\n  query PostPage($id: ID!, $shareKey: String) {\n    meterFreeStoriesPerMonth\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        ...PostCard\n        uniqueSlug\n        visibility\n        isPublished\n        latestPublishedAt\n        latestPublishedVersion\n        license\n        canonicalUrl\n        creator {\n          id\n          bio\n          mediumUrl\n          customStyleSheet {\n            ...CustomStyle\n          }\n        }\n        collection {\n          id\n          mediumUrl\n        }\n        tags {\n          id\n          displayTitle\n          normalizedTagSlug\n        }\n        content {\n          isLockedPreviewOnly\n        }\n        meterState\n        clapCount\n        responsesCount\n        isResponse\n        responseRootPost {\n          id\n          title\n          mediumUrl\n        }\n        responseRootCatalog {\n          id\n          name\n          slugId\n          creator {\n            id\n            username\n          }\n        }\n      }\n      ...PostRefusal\n      ... on Blocked {\n        message\n      }\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  query PostBody($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        id\n        content {\n          bodyModel {\n            sections {\n              name\n              startIndex\n              textLayout\n              imageLayout\n              videoLayout\n              backgroundImage {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n            }\n            paragraphs {\n              id\n              name\n              type\n              text\n              layout\n              href\n              hasDropCap\n              markups {\n                type\n                start\n                end\n                href\n                anchorType\n                userId\n                linkMetadata {\n                  httpStatus\n                }\n              }\n              metadata {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n              dropCapImage {\n                id\n                originalWidth\n                originalHeight\n              }\n              iframe {\n                mediaResource {\n                  id\n                  iframeSrc\n                  iframeWidth\n                  iframeHeight\n                  title\n                }\n              }\n              mixtapeMetadata {\n                href\n                thumbnailImageId\n                title\n                description\n              }\n              codeBlockMetadata {\n                lang\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PostBodyDocument,
    "\n  query PostViewerEdge($id: ID!) {\n    post(id: $id) {\n      id\n      viewerEdge {\n        canEdit\n        shareKey\n      }\n      isDiscussionClosed\n      viewerHighlightCount\n      privateNoteCount\n      responseViewerEdge {\n        id\n        canModerate\n      }\n      creator {\n        id\n        viewerEdge {\n          id\n          isFollowing\n        }\n        newsletterV3 {\n          id\n          viewerEdge {\n            id\n            isSubscribed\n          }\n        }\n      }\n    }\n  }\n": typeof types.PostViewerEdgeDocument,
    "\n  query PostSettings($id: ID!) {\n    viewer {\n      id\n    }\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n        title\n        mediumUrl\n        isPublished\n        isDiscussionClosed\n        creator {\n          id\n        }\n        latestDraft {\n          version\n          bodyJson\n        }\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": typeof types.PostSettingsDocument,
    "\n  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {\n    updatePostSettings(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n      }\n      ...PostMutationRefusal\n    }\n  }\n": typeof types.UpdatePostSettingsDocument,
    "\n  query ProfileResponses($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      responsesConnection(paging: $paging) {\n        responses {\n          id\n          mediumUrl\n          firstPublishedAt\n          isHiddenOnParent\n          responseRootPost {\n            id\n            title\n            mediumUrl\n          }\n          responseRootCatalog {\n            id\n            name\n            slugId\n            creator {\n              id\n              username\n            }\n          }\n          responseParagraphs {\n            name\n            type\n            text\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProfileResponsesDocument,
    "\n  query ProfilePage($username: String, $id: ID) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        name\n        username\n        bio\n        imageId\n        mediumUrl\n        mediumMemberAt\n        createdAt\n        socialStats {\n          followerCount\n          followingCount\n        }\n        ...PublisherMenuUser\n        newsletterV3 {\n          id\n          viewerEdge {\n            id\n            isSubscribed\n          }\n        }\n        customStyleSheet {\n          ...CustomStyle\n          header {\n            backgroundImage {\n              id\n              originalWidth\n              originalHeight\n            }\n          }\n        }\n      }\n      ...UserRefusal\n      ... on Blocked {\n        message\n      }\n      ... on AccountDeleted {\n        message\n      }\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query ProfileStories($username: String, $id: ID, $paging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        homepagePostsConnection(paging: $paging) {\n          posts {\n            ...PostCard\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProfileStoriesDocument,
    "\n  query ProfileFollowers($username: String, $id: ID, $paging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        followersConnection(paging: $paging) {\n          users {\n            ...ProfilePerson\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProfileFollowersDocument,
    "\n  query ProfileFollowing($username: String, $id: ID, $paging: PagingOptions, $collectionPaging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        followingConnection(paging: $paging) {\n          users {\n            ...ProfilePerson\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n        followingCollectionsConnection(paging: $collectionPaging) {\n          collections {\n            id\n            name\n            slug\n            description\n            mediumUrl\n            avatar {\n              id\n            }\n            viewerEdge {\n              id\n              isFollowing\n            }\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProfileFollowingDocument,
    "\n  fragment ProfilePerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumUrl\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n": typeof types.ProfilePersonFragmentDoc,
    "\n  mutation UpdateProfileBio($bio: String!) {\n    updateUserProfile(bio: $bio) {\n      __typename\n      ... on User {\n        id\n        bio\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n": typeof types.UpdateProfileBioDocument,
    "\n  query StyleReminder($userId: ID!) {\n    userResult(userId: $userId) {\n      __typename\n      ... on User {\n        id\n        hasSeenStyleReminder\n        userPostCounts {\n          publishedPosts\n        }\n        customStyleSheet {\n          id\n        }\n      }\n    }\n  }\n": typeof types.StyleReminderDocument,
    "\n  mutation SetUserStyleReminderSeen {\n    setUserStyleReminderSeen {\n      id\n      hasSeenStyleReminder\n    }\n  }\n": typeof types.SetUserStyleReminderSeenDocument,
    "\n  fragment PublicationHeader on Collection {\n    id\n    slug\n    name\n    tagline\n    description\n    domain\n    mediumUrl\n    isAuroraEligible\n    isAuroraVisible\n    avatar {\n      id\n    }\n    logo {\n      id\n      originalWidth\n      originalHeight\n    }\n    viewerEdge {\n      id\n      isEditor\n      isWriter\n      isFollowing\n      isMuting\n    }\n    newsletterV3 {\n      id\n      slug\n      name\n      viewerEdge {\n        id\n        isSubscribed\n      }\n    }\n    navItems {\n      id\n      title\n      type\n      tagSlug\n      url\n      featurePage {\n        id\n        slug\n      }\n    }\n    design {\n      id\n      font1\n      font2\n      font3\n      accentColor\n      backgroundColor\n      headerImage {\n        id\n      }\n    }\n    customStyleSheet {\n      id\n    }\n  }\n": typeof types.PublicationHeaderFragmentDoc,
    "\n  query PublicationHome($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featuredPosts {\n        ...PostCard\n      }\n      latestPostsConnection(paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicationHomeDocument,
    "\n  query PublicationTagged($slug: String!, $tagSlug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      taggedPostsConnection(tagSlug: $tagSlug, paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicationTaggedDocument,
    "\n  query PublicationArchive($slug: String!, $year: Int, $month: Int, $day: Int, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      archive(year: $year, month: $month, day: $day) {\n        years {\n          year\n          count\n        }\n        months {\n          year\n          month\n          count\n        }\n        days {\n          year\n          month\n          day\n          count\n        }\n        postsConnection(paging: $paging) {\n          posts {\n            ...PostCard\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicationArchiveDocument,
    "\n  query PublicationAbout($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      createdAt\n      postCount\n      followerCount\n      masthead {\n        editors {\n          user {\n            id\n          }\n        }\n        writers {\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicationAboutDocument,
    "\n  query PublicationMasthead($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      masthead {\n        editors {\n          ...MastheadMember\n        }\n        writers {\n          ...MastheadMember\n        }\n      }\n    }\n  }\n": typeof types.PublicationMastheadDocument,
    "\n  fragment MastheadMember on CollectionMember {\n    role\n    isCreator\n    joinedAt\n    user {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumUrl\n      mediumMemberAt\n    }\n  }\n": typeof types.MastheadMemberFragmentDoc,
    "\n  query PublicationFollowers($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      followerCount\n      followersConnection(paging: $paging) {\n        users {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumUrl\n          mediumMemberAt\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicationFollowersDocument,
    "\n  query PublicationFeaturePage($slug: String!, $pageSlug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featurePage(slug: $pageSlug) {\n        id\n        slug\n        title\n        description\n        posts {\n          ...PostCard\n        }\n      }\n    }\n  }\n": typeof types.PublicationFeaturePageDocument,
    "\n  query PublicationFeatured($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featuredPosts {\n        ...PostCard\n      }\n    }\n  }\n": typeof types.PublicationFeaturedDocument,
    "\n  query PublicationTrending($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      trendingPostsConnection(paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicationTrendingDocument,
    "\n  query PublicationAll($slug: String!, $page: Int!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      allPostsPage(page: $page) {\n        page\n        pageCount\n        total\n        posts {\n          ...PostCard\n        }\n      }\n    }\n  }\n": typeof types.PublicationAllDocument,
    "\n  fragment AdminCollection on Collection {\n    id\n    slug\n    name\n    tagline\n    description\n    domain\n    mediumUrl\n    isAuroraEligible\n    isAuroraVisible\n    avatar {\n      id\n    }\n    logo {\n      id\n    }\n    viewerEdge {\n      id\n      isEditor\n      isWriter\n      role\n    }\n  }\n": typeof types.AdminCollectionFragmentDoc,
    "\n  query AdminAbout($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n    }\n  }\n": typeof types.AdminAboutDocument,
    "\n  query AdminMasthead($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      creator {\n        id\n      }\n      masthead {\n        editors {\n          ...AdminMember\n        }\n        writers {\n          ...AdminMember\n        }\n      }\n      pendingInvitations {\n        id\n        role\n        createdAt\n        invitee {\n          id\n          name\n          username\n          imageId\n        }\n      }\n    }\n  }\n": typeof types.AdminMastheadDocument,
    "\n  fragment AdminMember on CollectionMember {\n    role\n    isCreator\n    joinedAt\n    user {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n": typeof types.AdminMemberFragmentDoc,
    "\n  query AdminNavigation($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      navItems {\n        id\n        title\n        type\n        tagSlug\n        url\n        featurePage {\n          id\n        }\n      }\n      featurePages {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AdminNavigationDocument,
    "\n  query AdminFeaturePages($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      featurePages {\n        id\n        slug\n        title\n        description\n        mediumUrl\n        updatedAt\n        posts {\n          id\n          title\n        }\n      }\n      featuredPosts {\n        id\n        title\n      }\n      latestPostsConnection(paging: { limit: 50 }) {\n        posts {\n          id\n          title\n          firstPublishedAt\n          creator {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFeaturePagesDocument,
    "\n  query AdminFollowers($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      followerCount\n      followersConnection(paging: $paging) {\n        users {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumUrl\n          mediumMemberAt\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFollowersDocument,
    "\n  query AdminDomain($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      customDomainState {\n        ...DomainState\n      }\n    }\n  }\n": typeof types.AdminDomainDocument,
    "\n  query AdminDesign($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      design {\n        id\n        font1\n        font2\n        font3\n        accentColor\n        backgroundColor\n        headerImage {\n          id\n        }\n      }\n    }\n  }\n": typeof types.AdminDesignDocument,
    "\n  query AdminStories($slug: String!, $filter: CollectionStoriesFilter!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      storyCounts {\n        published\n        submissions\n        drafts\n      }\n      featuredPosts {\n        id\n      }\n      storiesConnection(filter: $filter, paging: $paging) {\n        posts {\n          id\n          title\n          subtitle\n          mediumUrl\n          isPublished\n          draftLabel\n          statusForCollection\n          updatedAt\n          firstPublishedAt\n          readingTime\n          creator {\n            id\n            name\n            username\n            imageId\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminStoriesDocument,
    "\n  query AdminStats($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      postCount\n      followerCount\n      storyCounts {\n        published\n        submissions\n        drafts\n      }\n      masthead {\n        editors {\n          user {\n            id\n          }\n        }\n        writers {\n          user {\n            id\n          }\n        }\n      }\n      latestPostsConnection(paging: { limit: 10 }) {\n        posts {\n          id\n          title\n          mediumUrl\n          firstPublishedAt\n          readingTime\n        }\n      }\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  mutation UpdateCollection($collectionId: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on Collection {\n        ...AdminCollection\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.UpdateCollectionDocument,
    "\n  query CollectionSlugAvailability($slug: String!, $collectionId: ID) {\n    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {\n      slug\n      available\n      message\n    }\n  }\n": typeof types.CollectionSlugAvailabilityDocument,
    "\n  mutation InviteToCollection($collectionId: ID!, $usernameOrEmail: String!, $role: CollectionRole!) {\n    inviteToCollection(collectionId: $collectionId, usernameOrEmail: $usernameOrEmail, role: $role) {\n      __typename\n      ... on CollectionInvitation {\n        id\n        role\n        invitee {\n          id\n          name\n        }\n      }\n      ...CollectionInvitationRefusal\n    }\n  }\n": typeof types.InviteToCollectionDocument,
    "\n  mutation CancelCollectionInvite($invitationId: ID!) {\n    cancelCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": typeof types.CancelCollectionInviteDocument,
    "\n  mutation ChangeCollectionRole($collectionId: ID!, $userId: ID!, $role: CollectionRole!) {\n    changeCollectionRole(collectionId: $collectionId, userId: $userId, role: $role) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": typeof types.ChangeCollectionRoleDocument,
    "\n  mutation RemoveFromCollection($collectionId: ID!, $userId: ID!) {\n    removeFromCollection(collectionId: $collectionId, userId: $userId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": typeof types.RemoveFromCollectionDocument,
    "\n  mutation SetCollectionNavItems($collectionId: ID!, $items: [CollectionNavItemInput!]!) {\n    setCollectionNavItems(collectionId: $collectionId, items: $items) {\n      __typename\n      ... on Collection {\n        id\n        navItems {\n          id\n          title\n          type\n          tagSlug\n          url\n          featurePage {\n            id\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.SetCollectionNavItemsDocument,
    "\n  mutation SetCollectionFeaturedPosts($collectionId: ID!, $postIds: [ID!]!) {\n    setCollectionFeaturedPosts(collectionId: $collectionId, postIds: $postIds) {\n      __typename\n      ... on Collection {\n        id\n        featuredPosts {\n          id\n          title\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.SetCollectionFeaturedPostsDocument,
    "\n  mutation CreateFeaturePage($collectionId: ID!, $input: FeaturePageInput!) {\n    createFeaturePage(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on FeaturePage {\n        id\n        slug\n      }\n      ...FeaturePageRefusal\n    }\n  }\n": typeof types.CreateFeaturePageDocument,
    "\n  mutation UpdateFeaturePage($featurePageId: ID!, $input: FeaturePageInput!) {\n    updateFeaturePage(featurePageId: $featurePageId, input: $input) {\n      __typename\n      ... on FeaturePage {\n        id\n        slug\n        title\n        description\n      }\n      ...FeaturePageRefusal\n    }\n  }\n": typeof types.UpdateFeaturePageDocument,
    "\n  mutation DeleteFeaturePage($featurePageId: ID!) {\n    deleteFeaturePage(featurePageId: $featurePageId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": typeof types.DeleteFeaturePageDocument,
    "\n  mutation UpdateCollectionDesign($collectionId: ID!, $input: CollectionDesignInput!) {\n    updateCollectionDesign(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on Collection {\n        id\n        design {\n          id\n          font1\n          font2\n          font3\n          accentColor\n          backgroundColor\n          headerImage {\n            id\n          }\n        }\n        customStyleSheet {\n          id\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.UpdateCollectionDesignDocument,
    "\n  mutation ApproveCollectionSubmission($collectionId: ID!, $postId: ID!) {\n    approveCollectionSubmission(collectionId: $collectionId, postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        statusForCollection\n      }\n      ...CollectionPostRefusal\n    }\n  }\n": typeof types.ApproveCollectionSubmissionDocument,
    "\n  mutation DeclineCollectionSubmission($collectionId: ID!, $postId: ID!, $note: String) {\n    declineCollectionSubmission(collectionId: $collectionId, postId: $postId, note: $note) {\n      __typename\n      ... on Post {\n        id\n        statusForCollection\n      }\n      ...CollectionPostRefusal\n    }\n  }\n": typeof types.DeclineCollectionSubmissionDocument,
    "\n  mutation RemovePostFromCollection($collectionId: ID!, $postId: ID!) {\n    removePostFromCollection(collectionId: $collectionId, postId: $postId) {\n      __typename\n      ... on Post {\n        id\n      }\n      ...CollectionPostRefusal\n    }\n  }\n": typeof types.RemovePostFromCollectionDocument,
    "\n  query AccountTokenQuery {\n    accountToken\n  }\n": typeof types.AccountTokenQueryDocument,
    "\n  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {\n    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {\n      __typename\n      ...SignedIn\n      ...CreateAccountRefusal\n    }\n  }\n": typeof types.CreateAccountFromFormDocument,
    "\n  query ForYouSignals {\n    forYouSignals {\n      reader {\n        id\n        socialStats {\n          followingCount\n          collectionFollowingCount\n        }\n      }\n      topics {\n        id\n        slug\n        name\n      }\n      reads {\n        ...ForYouSignalRow\n      }\n      claps {\n        ...ForYouSignalRow\n      }\n      shownLess {\n        ...ForYouSignalRow\n      }\n    }\n  }\n": typeof types.ForYouSignalsDocument,
    "\n  fragment ForYouSignalRow on FeedSignal {\n    kind\n    removed\n    at\n    post {\n      id\n      title\n      mediumUrl\n      creator {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ForYouSignalRowFragmentDoc,
    "\n  fragment RelationPerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isBlocking\n    }\n  }\n": typeof types.RelationPersonFragmentDoc,
    "\n  fragment RelationPublication on Collection {\n    id\n    name\n    slug\n    description\n    mediumUrl\n    avatar {\n      id\n    }\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isEditor\n    }\n  }\n": typeof types.RelationPublicationFragmentDoc,
    "\n  query FollowedPeople($paging: PagingOptions) {\n    viewerFollowedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.FollowedPeopleDocument,
    "\n  query FollowedPublications($paging: PagingOptions) {\n    viewerFollowedCollections(paging: $paging) {\n      collections {\n        ...RelationPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.FollowedPublicationsDocument,
    "\n  query MutedPeople($paging: PagingOptions) {\n    viewerMutedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.MutedPeopleDocument,
    "\n  query MutedPublications($paging: PagingOptions) {\n    viewerMutedCollections(paging: $paging) {\n      collections {\n        ...RelationPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.MutedPublicationsDocument,
    "\n  query BlockedPeople($paging: PagingOptions) {\n    viewerBlockedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.BlockedPeopleDocument,
    "\n  query PostResponsesPage($id: ID!) {\n    postResult(id: $id) {\n      __typename\n      ... on Post {\n        id\n        title\n        mediumUrl\n        isResponse\n        creator {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PostResponsesPageDocument,
    "\n  query SearchPosts($query: String!, $collectionId: ID, $paging: PagingOptions) {\n    searchPosts(query: $query, collectionId: $collectionId, paging: $paging) {\n      items {\n        id\n        title {\n          ...HighlightedText\n        }\n        snippet {\n          ...HighlightedText\n        }\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.SearchPostsDocument,
    "\n  query SearchUsers($query: String!, $paging: PagingOptions) {\n    searchUsers(query: $query, paging: $paging) {\n      users {\n        ...SearchPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  query SearchCollections($query: String!, $paging: PagingOptions) {\n    searchCollections(query: $query, paging: $paging) {\n      collections {\n        ...SearchPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.SearchCollectionsDocument,
    "\n  query SearchTags($query: String!, $paging: PagingOptions) {\n    searchTags(query: $query, paging: $paging) {\n      tags {\n        ...SearchTag\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.SearchTagsDocument,
    "\n  query SearchCatalogs($query: String!, $paging: PagingOptions) {\n    searchCatalogs(query: $query, paging: $paging) {\n      catalogs {\n        ...CatalogSummary\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.SearchCatalogsDocument,
    "\n  query SearchPublication($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...SearchPublication\n    }\n  }\n": typeof types.SearchPublicationDocument,
    "\n  query SequencePage($slug: String!) {\n    sequence(slug: $slug) {\n      id\n      slug\n      title\n      description\n      postCount\n      updatedAt\n      creator {\n        id\n        name\n        username\n        imageId\n        mediumUrl\n        mediumMemberAt\n      }\n      viewerEdge {\n        id\n        isCreator\n      }\n      posts {\n        id\n        title\n        subtitle\n        readingTime\n        isLocked\n        previewImage {\n          id\n        }\n        creator {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.SequencePageDocument,
    "\n  query SequenceBar($slug: String!, $postId: ID!) {\n    sequence(slug: $slug) {\n      id\n      slug\n      title\n      position(postId: $postId) {\n        id\n        number\n        count\n        previous {\n          id\n          title\n        }\n        next {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.SequenceBarDocument,
    "\n  query SequenceLibrary($paging: PagingOptions) {\n    sequencesConnection(paging: $paging) {\n      sequences {\n        id\n        slug\n        title\n        description\n        postCount\n        creator {\n          id\n          name\n          imageId\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.SequenceLibraryDocument,
    "\n  mutation CreateSequence($title: String!, $description: String) {\n    createSequence(title: $title, description: $description) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": typeof types.CreateSequenceDocument,
    "\n  mutation AddPostToSequence($sequenceId: ID!, $postId: ID!) {\n    addPostToSequence(sequenceId: $sequenceId, postId: $postId) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": typeof types.AddPostToSequenceDocument,
    "\n  mutation RemovePostFromSequence($sequenceId: ID!, $postId: ID!) {\n    removePostFromSequence(sequenceId: $sequenceId, postId: $postId) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": typeof types.RemovePostFromSequenceDocument,
    "\n  mutation ReorderSequence($sequenceId: ID!, $postIds: [ID!]!) {\n    reorderSequence(sequenceId: $sequenceId, postIds: $postIds) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": typeof types.ReorderSequenceDocument,
    "\n  query SeriesEdit($postId: ID!) {\n    series(postId: $postId) {\n      id\n      title\n      subtitle\n      mediumUrl\n      isPublished\n      seriesPartCount\n      seriesViewerEdge {\n        id\n        isFollowing\n        isWriter\n      }\n      tags {\n        id\n        displayTitle\n      }\n      seriesParts {\n        id\n        number\n        isPublished\n        updatedAt\n        bodyModel {\n          paragraphs {\n            id\n            text\n          }\n        }\n      }\n    }\n  }\n": typeof types.SeriesEditDocument,
    "\n  mutation CreateSeries($title: String!, $description: String) {\n    createSeries(title: $title, description: $description) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.CreateSeriesDocument,
    "\n  mutation UpdateSeries($postId: ID!, $title: String!, $description: String) {\n    updateSeries(postId: $postId, title: $title, description: $description) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.UpdateSeriesDocument,
    "\n  mutation AddSeriesPart($postId: ID!, $text: String!, $publish: Boolean) {\n    addSeriesPart(postId: $postId, text: $text, publish: $publish) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.AddSeriesPartDocument,
    "\n  mutation UpdateSeriesPart($partId: ID!, $text: String!) {\n    updateSeriesPart(partId: $partId, text: $text) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.UpdateSeriesPartDocument,
    "\n  mutation PublishSeriesPart($partId: ID!) {\n    publishSeriesPart(partId: $partId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.PublishSeriesPartDocument,
    "\n  mutation DeleteSeriesPart($partId: ID!) {\n    deleteSeriesPart(partId: $partId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.DeleteSeriesPartDocument,
    "\n  mutation PublishSeries($postId: ID!, $tags: [String!]!) {\n    publishSeries(postId: $postId, tags: $tags) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.PublishSeriesDocument,
    "\n  mutation UnpublishSeries($postId: ID!) {\n    unpublishSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.UnpublishSeriesDocument,
    "\n  fragment SeriesCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    updatedAt\n    seriesPartCount\n    seriesUpdatedAt\n    previewImage {\n      id\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n": typeof types.SeriesCardFragmentDoc,
    "\n  query SeriesPage($postId: ID!) {\n    series(postId: $postId) {\n      ...SeriesCard\n      visibility\n      seriesFollowerCount\n      seriesViewerEdge {\n        id\n        isFollowing\n        isWriter\n      }\n      creator {\n        id\n        bio\n        mediumUrl\n      }\n      tags {\n        id\n        displayTitle\n        normalizedTagSlug\n      }\n      seriesParts {\n        id\n        number\n        isPublished\n        excerpt\n      }\n    }\n  }\n": typeof types.SeriesPageDocument,
    "\n  query SeriesPart($postId: ID!, $number: Int!) {\n    seriesPart(postId: $postId, number: $number) {\n      id\n      number\n      isPublished\n      readingTime\n      bodyModel {\n        paragraphs {\n          id\n          name\n          type\n          text\n          markups {\n            type\n            start\n            end\n            href\n            anchorType\n            userId\n          }\n        }\n        sections {\n          name\n          startIndex\n        }\n      }\n    }\n  }\n": typeof types.SeriesPartDocument,
    "\n  mutation FollowSeries($postId: ID!) {\n    followSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        seriesFollowerCount\n        seriesViewerEdge {\n          id\n          isFollowing\n          isWriter\n        }\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.FollowSeriesDocument,
    "\n  mutation UnfollowSeries($postId: ID!) {\n    unfollowSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        seriesFollowerCount\n        seriesViewerEdge {\n          id\n          isFollowing\n          isWriter\n        }\n      }\n      ...SeriesRefusal\n    }\n  }\n": typeof types.UnfollowSeriesDocument,
    "\n  query ViewerSeries($paging: PagingOptions) {\n    viewerSeries(paging: $paging) {\n      posts {\n        ...SeriesCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.ViewerSeriesDocument,
    "\n  query UserSeries($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      seriesConnection(paging: $paging) {\n        posts {\n          ...SeriesCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserSeriesDocument,
    "\n  query AccountViewer {\n    viewer {\n      id\n      name\n      username\n      email\n      unverifiedEmail\n    }\n  }\n": typeof types.AccountViewerDocument,
    "\n  query ViewerSocialConnections {\n    viewer {\n      id\n      socialConnections {\n        provider\n        email\n        createdAt\n      }\n    }\n  }\n": typeof types.ViewerSocialConnectionsDocument,
    "\n  mutation DisconnectSocialAccount($provider: String!) {\n    disconnectSocialAccount(provider: $provider) {\n      provider\n      email\n      createdAt\n    }\n  }\n": typeof types.DisconnectSocialAccountDocument,
    "\n  query NotificationEmailSettings {\n    viewer {\n      id\n      notificationEmailSettings {\n        id\n        category\n        label\n        description\n        mode\n      }\n    }\n  }\n": typeof types.NotificationEmailSettingsDocument,
    "\n  mutation UpdateNotificationEmailSetting($category: String!, $mode: NotificationEmailMode!) {\n    updateNotificationEmailSetting(category: $category, mode: $mode) {\n      __typename\n      ... on NotificationEmailSetting {\n        id\n        category\n        label\n        description\n        mode\n      }\n      ...UpdateNotificationEmailSettingRefusal\n    }\n  }\n": typeof types.UpdateNotificationEmailSettingDocument,
    "\n  query MembershipSettings {\n    viewer {\n      id\n      mediumMemberAt\n      hasPastMemberships\n    }\n    paymentsConfig {\n      enabled\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n    viewerPaymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n": typeof types.MembershipSettingsDocument,
    "\n  fragment MembershipResultFields on MembershipResult {\n    __typename\n    ... on Membership {\n      ...ViewerMembershipFields\n    }\n    ... on CheckoutNotAvailable {\n      message\n    }\n    ... on PaymentMethodDeclined {\n      message\n    }\n    ... on PaymentError {\n      message\n    }\n    ...MembershipRefusal\n  }\n": typeof types.MembershipResultFieldsFragmentDoc,
    "\n  mutation CancelMembership {\n    cancelMembership {\n      ...MembershipResultFields\n    }\n  }\n": typeof types.CancelMembershipDocument,
    "\n  mutation ResumeMembership {\n    resumeMembership {\n      ...MembershipResultFields\n    }\n  }\n": typeof types.ResumeMembershipDocument,
    "\n  query ProfileSettings {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n": typeof types.ProfileSettingsDocument,
    "\n  query ProfileSettingsBio($id: ID!) {\n    userResult(id: $id) {\n      __typename\n      ... on User {\n        id\n        bio\n      }\n    }\n  }\n": typeof types.ProfileSettingsBioDocument,
    "\n  mutation UpdateUserProfile($name: String, $bio: String, $username: String) {\n    updateUserProfile(name: $name, bio: $bio, username: $username) {\n      __typename\n      ... on User {\n        id\n        name\n        bio\n        username\n        mediumUrl\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n": typeof types.UpdateUserProfileDocument,
    "\n  query PublishingViewer {\n    viewer {\n      id\n      allowNotes\n    }\n  }\n": typeof types.PublishingViewerDocument,
    "\n  mutation UpdateAllowNotes($allowNotes: Boolean!) {\n    updateAllowNotes(allowNotes: $allowNotes) {\n      id\n      allowNotes\n    }\n  }\n": typeof types.UpdateAllowNotesDocument,
    "\n  query ViewerSessions {\n    viewer {\n      id\n      sessions {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        lastSeenAt\n        isCurrent\n      }\n    }\n  }\n": typeof types.ViewerSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  query SettingsViewer {\n    viewer {\n      id\n      name\n    }\n  }\n": typeof types.SettingsViewerDocument,
    "\n  fragment StatsStory on Post {\n    id\n    title\n    mediumUrl\n    visibility\n    firstPublishedAt\n    readingTime\n    wordCount\n    collection {\n      id\n      name\n    }\n  }\n": typeof types.StatsStoryFragmentDoc,
    "\n  query StatsStories($paging: PagingOptions, $days: Int) {\n    viewerPublishedStoryCount\n    viewerStatsStories(paging: $paging) {\n      posts {\n        ...StatsStory\n        viewerStats(days: $days) {\n          views\n          reads\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.StatsStoriesDocument,
    "\n  query AudienceStats($days: Int) {\n    viewerAudienceStats(days: $days) {\n      followerCount\n      newFollowersInPeriod\n      newFollowersPerDay {\n        day\n        count\n      }\n    }\n  }\n": typeof types.AudienceStatsDocument,
    "\n  query ViewStats($days: Int) {\n    viewerViewStats(days: $days) {\n      viewsInPeriod\n      readsInPeriod\n      viewsPerDay {\n        day\n        count\n      }\n      readsPerDay {\n        day\n        count\n      }\n    }\n  }\n": typeof types.ViewStatsDocument,
    "\n  query PostStats($postId: ID!) {\n    viewerPostStats(postId: $postId) {\n      __typename\n      ... on PostStats {\n        id\n        followersGainedSincePublished\n        views\n        reads\n        post {\n          ...StatsStory\n          isPublished\n        }\n      }\n      ...PostStatsRefusal\n    }\n  }\n": typeof types.PostStatsDocument,
    "\n  fragment TopicHeader on Topic {\n    id\n    slug\n    name\n    description\n    visibility\n    category\n    followerCount\n    postCount\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n": typeof types.TopicHeaderFragmentDoc,
    "\n  fragment StoryPage on PostConnection {\n    posts {\n      ...PostCard\n    }\n    pagingInfo {\n      next {\n        limit\n        to\n      }\n    }\n  }\n": typeof types.StoryPageFragmentDoc,
    "\n  query TagLatest($tagSlug: String!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      latestPosts(paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n": typeof types.TagLatestDocument,
    "\n  query TagTop($tagSlug: String!, $period: TopPeriod!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      topPosts(period: $period, paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n": typeof types.TagTopDocument,
    "\n  query TagTopWriters($tagSlug: String!) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      topWriters(limit: 20) {\n        postCount\n        user {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumMemberAt\n          viewerEdge {\n            id\n            isFollowing\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagTopWritersDocument,
    "\n  query TagArchive($tagSlug: String!, $year: Int, $month: Int, $day: Int, $hasYear: Boolean!, $postsYear: Int!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      years: archivePeriods {\n        year\n        postCount\n      }\n      months: archivePeriods(year: $year) @include(if: $hasYear) {\n        year\n        month\n        postCount\n      }\n      days: archivePeriods(year: $year, month: $month) @include(if: $hasYear) {\n        year\n        month\n        day\n        postCount\n      }\n      archivePosts(year: $postsYear, month: $month, day: $day, paging: $paging) @include(if: $hasYear) {\n        ...StoryPage\n      }\n    }\n  }\n": typeof types.TagArchiveDocument,
    "\n  fragment TagHeader on Tag {\n    id\n    displayTitle\n    normalizedTagSlug\n    postCount\n    topic {\n      ...TopicHeader\n    }\n    relatedTags(limit: 8) {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n  }\n": typeof types.TagHeaderFragmentDoc,
    "\n  query TopicPage($slug: String!, $sort: TopicSort!, $paging: PagingOptions) {\n    topic(slug: $slug) {\n      ...TopicHeader\n      tags(limit: 12) {\n        id\n        displayTitle\n        normalizedTagSlug\n        postCount\n      }\n      posts(sort: $sort, paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n": typeof types.TopicPageDocument,
    "\n  query TopicsPage {\n    topics {\n      ...TopicHeader\n      tags(limit: 5) {\n        id\n        displayTitle\n        normalizedTagSlug\n      }\n    }\n  }\n": typeof types.TopicsPageDocument,
    "\n  query FollowedTopics($paging: PagingOptions) {\n    followedTopics(paging: $paging) {\n      topics {\n        ...TopicHeader\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.FollowedTopicsDocument,
    "\n  mutation FollowTopic($topicId: ID!) {\n    followTopic(topicId: $topicId) {\n      __typename\n      ... on Topic {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowTopicRefusal\n    }\n  }\n": typeof types.FollowTopicDocument,
    "\n  mutation UnfollowTopic($topicId: ID!) {\n    unfollowTopic(topicId: $topicId) {\n      __typename\n      ... on Topic {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowTopicRefusal\n    }\n  }\n": typeof types.UnfollowTopicDocument,
    "\n  fragment RankedStory on Post {\n    id\n    title\n    mediumUrl\n    isLocked\n    readingTime\n    firstPublishedAt\n    clapCount\n    responsesCount\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n    }\n  }\n": typeof types.RankedStoryFragmentDoc,
    "\n  query TrendingPosts($mode: String, $topicSlug: String, $paging: PagingOptions) {\n    trendingPosts(mode: $mode, topicSlug: $topicSlug, paging: $paging) {\n      posts {\n        ...RankedStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.TrendingPostsDocument,
    "\n  query TopStories($period: String, $paging: PagingOptions) {\n    topStories(period: $period, paging: $paging) {\n      posts {\n        ...RankedStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.TopStoriesDocument,
    "\n  query TrendingTopics {\n    recommendedTopics(limit: 8) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.TrendingTopicsDocument,
    "\n  query TrendingTopic($slug: String!) {\n    topic(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.TrendingTopicDocument,
    "\n  query BrowseCatalog($slug: String!, $paging: PagingOptions) {\n    browseCatalog(slug: $slug) {\n      ...CatalogSummary\n      itemsConnection(paging: $paging) {\n        items {\n          catalogItemId\n          note\n          post {\n            ...PostCard\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": typeof types.BrowseCatalogDocument,
    "\n  query ViewerCustomDomain {\n    viewer {\n      id\n      username\n    }\n  }\n": typeof types.ViewerCustomDomainDocument,
    "\n  query ViewerCustomDomainState($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      customDomainState {\n        ...DomainState\n      }\n    }\n  }\n": typeof types.ViewerCustomDomainStateDocument,
    "\n  query YourPublications {\n    viewerPublications {\n      id\n      slug\n      name\n      tagline\n      mediumUrl\n      avatar {\n        id\n      }\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n        role\n      }\n    }\n    viewerCollectionInvitations {\n      id\n      role\n      createdAt\n      inviter {\n        id\n        name\n      }\n      collection {\n        id\n        slug\n        name\n        tagline\n        mediumUrl\n        avatar {\n          id\n        }\n      }\n    }\n    viewerDeclinedSubmissions {\n      id\n      title\n      submissionNote {\n        note\n        decidedAt\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.YourPublicationsDocument,
    "\n  mutation AcceptCollectionInvite($invitationId: ID!) {\n    acceptCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ... on Collection {\n        id\n        name\n        slug\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.AcceptCollectionInviteDocument,
    "\n  mutation DeclineCollectionInvite($invitationId: ID!) {\n    declineCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": typeof types.DeclineCollectionInviteDocument,
    "\n  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {\n    viewerStoryCounts {\n      drafts\n      public\n      unlisted\n      responses\n    }\n    viewerStories(filter: $filter, paging: $paging) {\n      posts {\n        ...YourStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.YourStoriesDocument,
    "\n  fragment YourStory on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    visibility\n    readingTime\n    updatedAt\n    latestPublishedAt\n    draftLabel\n    collection {\n      id\n      name\n    }\n  }\n": typeof types.YourStoryFragmentDoc,
    "\n  mutation UnpublishStory($postId: ID!) {\n    unpublishPost(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        isPublished\n      }\n      ...PostMutationRefusal\n    }\n  }\n": typeof types.UnpublishStoryDocument,
    "\n  fragment PostSettingsFields on Post {\n    id\n    visibility\n    license\n    canonicalUrl\n    crawlersReadWhole\n    tags {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n  }\n": typeof types.PostSettingsFieldsFragmentDoc,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId) {\n      __typename\n      ... on PostDeleted {\n        id\n      }\n      ...DeletePostRefusal\n    }\n  }\n": typeof types.DeletePostDocument,
};
const documents: Documents = {
    "\n  query PostClapCount($id: ID!) {\n    post(id: $id) {\n      id\n      clapCount\n    }\n  }\n": types.PostClapCountDocument,
    "\n  query CatalogClapCount($id: ID!) {\n    catalogById(catalogId: $id) {\n      id\n      clapCount\n    }\n  }\n": types.CatalogClapCountDocument,
    "\n  query ViewerPostClaps($id: ID!) {\n    viewer {\n      id\n    }\n    post(id: $id) {\n      id\n      viewerClapCount\n    }\n  }\n": types.ViewerPostClapsDocument,
    "\n  query ViewerCatalogClaps($id: ID!) {\n    viewer {\n      id\n    }\n    catalogById(catalogId: $id) {\n      id\n      viewerClapCount\n    }\n  }\n": types.ViewerCatalogClapsDocument,
    "\n  mutation ClapPost($targetPostId: ID!, $numClaps: Int!) {\n    clap(targetPostId: $targetPostId, numClaps: $numClaps) {\n      id\n      clapCount\n      viewerClapCount\n    }\n  }\n": types.ClapPostDocument,
    "\n  mutation ClapCatalog($catalogId: ID!, $numClaps: Int!) {\n    clapCatalog(catalogId: $catalogId, numClaps: $numClaps) {\n      id\n      clapCount\n      viewerClapCount\n    }\n  }\n": types.ClapCatalogDocument,
    "\n  query PostClappers($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      clapCount\n      clapperCount\n      clappers(paging: $paging) {\n        clappers {\n          id\n          clapCount\n          user {\n            ...FollowsDialogUser\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.PostClappersDocument,
    "\n  query CatalogClappers($id: ID!, $paging: PagingOptions) {\n    catalogById(catalogId: $id) {\n      id\n      clapCount\n      clapperCount\n      clappers(paging: $paging) {\n        clappers {\n          id\n          clapCount\n          user {\n            ...FollowsDialogUser\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.CatalogClappersDocument,
    "\n  fragment DomainState on CustomDomainState {\n    verificationMethod\n    live {\n      domain\n      status\n      verifiedAt\n    }\n    pending {\n      domain\n      status\n      verificationRecordName\n      verificationRecordValue\n      createdAt\n    }\n  }\n": types.DomainStateFragmentDoc,
    "\n  mutation SetCollectionDomain($collectionId: ID!, $domain: String) {\n    setCollectionDomain(collectionId: $collectionId, domain: $domain) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": types.SetCollectionDomainDocument,
    "\n  mutation VerifyCollectionDomain($collectionId: ID!) {\n    verifyCollectionDomain(collectionId: $collectionId) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": types.VerifyCollectionDomainDocument,
    "\n  mutation SetViewerCustomDomain($domain: String) {\n    setViewerCustomDomain(domain: $domain) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": types.SetViewerCustomDomainDocument,
    "\n  mutation VerifyViewerCustomDomain {\n    verifyViewerCustomDomain {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n": types.VerifyViewerCustomDomainDocument,
    "\n  fragment CustomStyle on CustomStyleSheet {\n    id\n    fonts {\n      font1\n      font2\n      font3\n    }\n    colorPalette {\n      accentColor\n      backgroundColor\n    }\n  }\n": types.CustomStyleFragmentDoc,
    "\n  mutation FollowUser($targetUserId: ID!) {\n    followUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowUserRefusal\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($targetUserId: ID!) {\n    unfollowUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowUserRefusal\n    }\n  }\n": types.UnfollowUserDocument,
    "\n  mutation FollowCollection($targetCollectionId: ID!) {\n    followCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowCollectionRefusal\n    }\n  }\n": types.FollowCollectionDocument,
    "\n  mutation UnfollowCollection($targetCollectionId: ID!) {\n    unfollowCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowCollectionRefusal\n    }\n  }\n": types.UnfollowCollectionDocument,
    "\n  fragment FollowsDialogUser on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n": types.FollowsDialogUserFragmentDoc,
    "\n  fragment HighlightQuote on Quote {\n    id\n    userId\n    user {\n      id\n      name\n    }\n    users {\n      id\n      name\n    }\n    startOffset\n    endOffset\n    text\n    count\n    paragraphs {\n      id\n      name\n      text\n      type\n    }\n  }\n": types.HighlightQuoteFragmentDoc,
    "\n  query PostHighlights($id: ID!) {\n    viewer {\n      id\n      name\n    }\n    post(id: $id) {\n      id\n      isPublished\n      visibility\n      latestPublishedVersion\n      creator {\n        id\n        allowNotes\n      }\n      highlights {\n        ...HighlightQuote\n      }\n    }\n  }\n": types.PostHighlightsDocument,
    "\n  mutation CreateQuote(\n    $targetPostId: ID!\n    $targetPostVersionId: ID!\n    $targetParagraphNames: [String!]!\n    $startOffset: Int!\n    $endOffset: Int!\n    $quoteType: QuoteType\n  ) {\n    createQuote(\n      targetPostId: $targetPostId\n      targetPostVersionId: $targetPostVersionId\n      targetParagraphNames: $targetParagraphNames\n      startOffset: $startOffset\n      endOffset: $endOffset\n      quoteType: $quoteType\n    ) {\n      __typename\n      ... on Quote {\n        ...HighlightQuote\n      }\n      ... on QuoteRemoved {\n        id\n        postId\n      }\n      ...CreateQuoteRefusal\n    }\n  }\n": types.CreateQuoteDocument,
    "\n  mutation DeleteQuote($targetPostId: ID!, $targetQuoteId: ID!) {\n    deleteQuote(targetPostId: $targetPostId, targetQuoteId: $targetQuoteId) {\n      __typename\n      ... on QuoteRemoved {\n        id\n        postId\n      }\n      ...DeleteQuoteRefusal\n    }\n  }\n": types.DeleteQuoteDocument,
    "\n  query UserHighlights($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      highlightsConnection(paging: $paging) {\n        quotes {\n          id\n          contextBefore\n          contextAfter\n          contextCutBefore\n          contextCutAfter\n          quote {\n            id\n            text\n            startOffset\n            endOffset\n            paragraphs {\n              id\n              name\n            }\n          }\n          post {\n            id\n            title\n            mediumUrl\n            creator {\n              id\n              name\n            }\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.UserHighlightsDocument,
    "\n  fragment CatalogSummary on Catalog {\n    id\n    name\n    description\n    visibility\n    predefined\n    slugId\n    postItemsCount\n    updatedAt\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n": types.CatalogSummaryFragmentDoc,
    "\n  query ViewerCatalogs($paging: PagingOptions) {\n    viewerCatalogs(paging: $paging) {\n      catalogs {\n        ...CatalogSummary\n        itemsConnection(paging: { limit: 3 }) {\n          items {\n            catalogItemId\n            post {\n              id\n              previewImage {\n                id\n              }\n            }\n          }\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.ViewerCatalogsDocument,
    "\n  mutation CreateCatalog($name: String!, $description: String, $visibility: CatalogVisibility, $postId: ID) {\n    createCatalog(name: $name, description: $description, visibility: $visibility, postId: $postId) {\n      __typename\n      ... on Catalog {\n        ...CatalogSummary\n      }\n      ...CatalogRefusal\n    }\n  }\n": types.CreateCatalogDocument,
    "\n  mutation UpdateCatalog($catalogId: ID!, $name: String, $description: String, $visibility: CatalogVisibility) {\n    updateCatalog(catalogId: $catalogId, name: $name, description: $description, visibility: $visibility) {\n      __typename\n      ... on Catalog {\n        ...CatalogSummary\n      }\n      ...CatalogRefusal\n    }\n  }\n": types.UpdateCatalogDocument,
    "\n  mutation DeleteCatalog($catalogId: ID!) {\n    deleteCatalog(catalogId: $catalogId) {\n      __typename\n      ... on CatalogDeleted {\n        catalogId\n      }\n      ...DeleteCatalogRefusal\n    }\n  }\n": types.DeleteCatalogDocument,
    "\n  mutation AddToCatalog($catalogId: ID!, $postId: ID!) {\n    addToCatalog(catalogId: $catalogId, postId: $postId) {\n      __typename\n      ... on Catalog {\n        id\n        postItemsCount\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n": types.AddToCatalogDocument,
    "\n  mutation RemoveFromCatalog($catalogId: ID!, $postId: ID!) {\n    removeFromCatalog(catalogId: $catalogId, postId: $postId) {\n      __typename\n      ... on Catalog {\n        id\n        postItemsCount\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n": types.RemoveFromCatalogDocument,
    "\n  mutation MoveCatalogItem($catalogId: ID!, $catalogItemId: ID!, $afterCatalogItemId: ID) {\n    moveCatalogItem(catalogId: $catalogId, catalogItemId: $catalogItemId, afterCatalogItemId: $afterCatalogItemId) {\n      __typename\n      ... on Catalog {\n        id\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n": types.MoveCatalogItemDocument,
    "\n  query PostSavedState($id: ID!) {\n    post(id: $id) {\n      id\n      catalogEdge {\n        id\n        readingList\n        catalogIds\n      }\n    }\n  }\n": types.PostSavedStateDocument,
    "\n  mutation BookmarkPost($targetPostId: ID!) {\n    bookmarkPost(targetPostId: $targetPostId) {\n      __typename\n      ... on Post {\n        id\n        catalogEdge {\n          id\n          readingList\n          catalogIds\n        }\n      }\n      ...ReadingListRefusal\n    }\n  }\n": types.BookmarkPostDocument,
    "\n  mutation ArchivePost($targetPostId: ID!) {\n    archivePost(targetPostId: $targetPostId) {\n      __typename\n      ... on Post {\n        id\n        catalogEdge {\n          id\n          readingList\n          catalogIds\n        }\n      }\n      ...ReadingListRefusal\n    }\n  }\n": types.ArchivePostDocument,
    "\n  query MetabarViewer {\n    viewer {\n      id\n      username\n      name\n      imageId\n      mediumMemberAt\n      hasPastMemberships\n      isAuroraVisible\n      isPartnerProgramEnrolled\n      isStaff\n    }\n    notificationStatus {\n      unreadNotificationCount\n    }\n    viewerPublications {\n      id\n      slug\n      name\n      avatar {\n        id\n      }\n      isAuroraVisible\n      isAuroraEligible\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n": types.MetabarViewerDocument,
    "\n  query MeteringInfo {\n    viewer {\n      id\n      meteringInfo {\n        postIds\n        freeStoriesPerMonth\n        remaining\n        resetsAt\n      }\n    }\n  }\n": types.MeteringInfoDocument,
    "\n  mutation SubscribeToWriterNewsletter($userId: ID!) {\n    subscribeToWriterNewsletter(userId: $userId) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n": types.SubscribeToWriterNewsletterDocument,
    "\n  mutation SubscribeNewsletterV3($newsletterV3Id: ID!) {\n    subscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n": types.SubscribeNewsletterV3Document,
    "\n  mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {\n    unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n": types.UnsubscribeNewsletterV3Document,
    "\n  fragment NotificationRow on Notification {\n    id\n    notificationName\n    notificationType\n    actorCount\n    occurredAt\n    isUnread\n    milestoneArg\n    actor {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    post {\n      id\n      title\n      mediumUrl\n      isResponse\n      creator {\n        id\n      }\n    }\n    responsePost {\n      id\n      mediumUrl\n      responseParagraphs {\n        type\n        text\n      }\n    }\n    collection {\n      id\n      slug\n      name\n      domain\n      mediumUrl\n    }\n    catalog {\n      id\n      name\n      slugId\n      creator {\n        id\n        username\n      }\n    }\n    quote {\n      id\n      text\n    }\n    note {\n      id\n      content\n    }\n    noteReply {\n      id\n      content\n    }\n  }\n": types.NotificationRowFragmentDoc,
    "\n  query NotificationFollowers($id: ID!) {\n    notification(id: $id) {\n      id\n      rollupItems {\n        actor {\n          ...FollowsDialogUser\n        }\n      }\n    }\n  }\n": types.NotificationFollowersDocument,
    "\n  query NotificationsFeed($paging: PagingOptions, $activityTypes: [String!]) {\n    notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $activityTypes) {\n      notifications {\n        ...NotificationRow\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.NotificationsFeedDocument,
    "\n  mutation UpdateActivityLastViewed {\n    updateActivityLastViewed {\n      __typename\n      ... on ActivityLastViewed {\n        lastViewedAt\n        notificationStatus {\n          unreadNotificationCount\n        }\n      }\n      ...UpdateActivityLastViewedRefusal\n    }\n  }\n": types.UpdateActivityLastViewedDocument,
    "\n  query PartnerNotices {\n    viewer {\n      id\n      isPartnerProgramEnrolled\n      hightowerTermsAcceptedAt\n      dismissableFlags\n      userTaxDocuments {\n        taxDocumentStatus\n        earningsLimitedAt\n        earningsForfeitedAt\n        invalidReason\n      }\n    }\n  }\n": types.PartnerNoticesDocument,
    "\n  mutation DismissFlag($userId: ID!, $flag: String!) {\n    setDismissableFlag(userId: $userId, flag: $flag) {\n      id\n      dismissableFlags\n    }\n  }\n": types.DismissFlagDocument,
    "\n  fragment PostCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    uniqueSlug\n    isLocked\n    readingTime\n    firstPublishedAt\n    clapCount\n    responsesCount\n    updatedAt\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n      slug\n      domain\n    }\n  }\n": types.PostCardFragmentDoc,
    "\n  query PostNoteSummary($id: ID!) {\n    post(id: $id) {\n      id\n      privateNoteCount\n      latestPublishedVersion\n      creator {\n        id\n        allowNotes\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": types.PostNoteSummaryDocument,
    "\n  fragment NoteReplyFields on NoteReply {\n    id\n    noteId\n    postId\n    content\n    createdAt\n    isReportedByViewer\n    author {\n      id\n      name\n      username\n      imageId\n    }\n  }\n": types.NoteReplyFieldsFragmentDoc,
    "\n  fragment NoteFields on Note {\n    id\n    anchor\n    postId\n    postVersion\n    content\n    createdAt\n    selectionStartOffset\n    selectionEndOffset\n    isDismissed\n    isReportedByViewer\n    url\n    author {\n      id\n      name\n      username\n      imageId\n    }\n    replies {\n      ...NoteReplyFields\n    }\n  }\n": types.NoteFieldsFragmentDoc,
    "\n  query PostNotes($id: ID!) {\n    post(id: $id) {\n      id\n      privateNoteCount\n      privateNotes {\n        ...NoteFields\n      }\n    }\n  }\n": types.PostNotesDocument,
    "\n  mutation CreateNote(\n    $targetPostId: ID!\n    $targetPostVersion: Int!\n    $targetParagraphName: String!\n    $noteContent: String!\n    $selectionStartOffset: Int!\n    $selectionEndOffset: Int!\n  ) {\n    createNote(\n      targetPostId: $targetPostId\n      targetPostVersion: $targetPostVersion\n      targetParagraphName: $targetParagraphName\n      noteContent: $noteContent\n      selectionStartOffset: $selectionStartOffset\n      selectionEndOffset: $selectionEndOffset\n    ) {\n      __typename\n      ... on Note {\n        ...NoteFields\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...CreateNoteRefusal\n    }\n  }\n": types.CreateNoteDocument,
    "\n  mutation CreateNoteReply($targetPostId: ID!, $targetNoteId: ID!, $replyContent: String!) {\n    createNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, replyContent: $replyContent) {\n      __typename\n      ... on NoteReply {\n        ...NoteReplyFields\n        note {\n          id\n          replies {\n            ...NoteReplyFields\n          }\n        }\n      }\n      ...NoteReplyRefusal\n    }\n  }\n": types.CreateNoteReplyDocument,
    "\n  mutation DeleteNote($targetPostId: ID!, $targetNoteId: ID!) {\n    deleteNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {\n      __typename\n      ... on NoteRemoval {\n        noteId\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...NoteRemovalRefusal\n    }\n  }\n": types.DeleteNoteDocument,
    "\n  mutation DismissNote($targetPostId: ID!, $targetNoteId: ID!) {\n    dismissNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {\n      __typename\n      ... on NoteRemoval {\n        noteId\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...NoteRemovalRefusal\n    }\n  }\n": types.DismissNoteDocument,
    "\n  mutation DeleteNoteReply($targetPostId: ID!, $targetNoteId: ID!, $targetReplyId: ID!) {\n    deleteNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, targetReplyId: $targetReplyId) {\n      __typename\n      ... on NoteReplyRemoval {\n        replyId\n        note {\n          id\n          replies {\n            ...NoteReplyFields\n          }\n        }\n      }\n      ...NoteReplyRemovalRefusal\n    }\n  }\n": types.DeleteNoteReplyDocument,
    "\n  mutation ReportNote($targetNoteId: ID!) {\n    reportNote(targetNoteId: $targetNoteId) {\n      __typename\n      ... on Note {\n        id\n        isReportedByViewer\n      }\n      ...CreateNoteRefusal\n    }\n  }\n": types.ReportNoteDocument,
    "\n  mutation ReportNoteReply($targetNoteReplyId: ID!) {\n    reportNoteReply(targetNoteReplyId: $targetNoteReplyId) {\n      __typename\n      ... on NoteReply {\n        id\n        isReportedByViewer\n      }\n      ...NoteReplyRefusal\n    }\n  }\n": types.ReportNoteReplyDocument,
    "\n  mutation UpdateAvatar($imageId: ID!, $imageCrop: ImageCropInput!) {\n    updateUserProfile(imageId: $imageId, imageCrop: $imageCrop) {\n      __typename\n      ... on User {\n        id\n        imageId\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n": types.UpdateAvatarDocument,
    "\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      username\n      available\n      message\n    }\n  }\n": types.UsernameAvailabilityDocument,
    "\n  query PublicationSlugAvailability($slug: String!, $collectionId: ID) {\n    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {\n      slug\n      available\n      message\n    }\n  }\n": types.PublicationSlugAvailabilityDocument,
    "\n  fragment PublisherMenuUser on User {\n    id\n    name\n    username\n    mediumUrl\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isBlocking\n      hasReported\n    }\n  }\n": types.PublisherMenuUserFragmentDoc,
    "\n  fragment PublisherMenuCollection on Collection {\n    id\n    name\n    slug\n    mediumUrl\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isEditor\n    }\n  }\n": types.PublisherMenuCollectionFragmentDoc,
    "\n  mutation MuteUser($targetUserId: ID!) {\n    muteUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": types.MuteUserDocument,
    "\n  mutation UnmuteUser($targetUserId: ID!) {\n    unmuteUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": types.UnmuteUserDocument,
    "\n  mutation MuteCollection($targetCollectionId: ID!) {\n    muteCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...CollectionRelationRefusal\n    }\n  }\n": types.MuteCollectionDocument,
    "\n  mutation UnmuteCollection($targetCollectionId: ID!) {\n    unmuteCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...CollectionRelationRefusal\n    }\n  }\n": types.UnmuteCollectionDocument,
    "\n  mutation BlockUser($userId: ID!, $targetUserId: ID!) {\n    blockUser(userId: $userId, targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isBlocking\n          isFollowing\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($userId: ID!, $targetUserId: ID!) {\n    unblockUser(userId: $userId, targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isBlocking\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": types.UnblockUserDocument,
    "\n  mutation ReportAndMaybeBlockUser($userId: ID!, $targetUserId: ID!, $alsoBlockUser: Boolean!, $reason: String) {\n    reportAndMaybeBlockUser(userId: $userId, targetUserId: $targetUserId, alsoBlockUser: $alsoBlockUser, reason: $reason) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isBlocking\n          isFollowing\n          hasReported\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n": types.ReportAndMaybeBlockUserDocument,
    "\n  fragment RelationRefusal on FollowUserResult {\n    ...FollowUserRefusal\n  }\n": types.RelationRefusalFragmentDoc,
    "\n  fragment CollectionRelationRefusal on FollowCollectionResult {\n    ...FollowCollectionRefusal\n  }\n": types.CollectionRelationRefusalFragmentDoc,
    "\n  query ReadingHistory($paging: PagingOptions) {\n    readingHistory(paging: $paging) {\n      items {\n        id\n        firstViewedAt\n        lastViewedAt\n        readAt\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.ReadingHistoryDocument,
    "\n  mutation RemoveFromReadingHistory($postId: ID!) {\n    removeFromReadingHistory(postId: $postId) {\n      __typename\n      ... on ReadingHistoryRemoval {\n        postId\n        removed\n      }\n      ...RemoveFromReadingHistoryRefusal\n    }\n  }\n": types.RemoveFromReadingHistoryDocument,
    "\n  mutation ClearReadingHistory {\n    clearReadingHistory {\n      __typename\n      ... on ReadingHistoryCleared {\n        clearedCount\n      }\n      ...ClearReadingHistoryRefusal\n    }\n  }\n": types.ClearReadingHistoryDocument,
    "\n  fragment ResponseItem on Post {\n    id\n    mediumUrl\n    firstPublishedAt\n    clapCount\n    responsesCount\n    responseDepth\n    responseParentId\n    isHiddenOnParent\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n      mediumMemberAt\n    }\n    responseParagraphs {\n      name\n      type\n      text\n    }\n  }\n": types.ResponseItemFragmentDoc,
    "\n  fragment ResponsePage on ResponseConnection {\n    responses {\n      ...ResponseItem\n    }\n    pagingInfo {\n      next {\n        limit\n        to\n      }\n    }\n  }\n": types.ResponsePageFragmentDoc,
    "\n  fragment ResponseWriter on Viewer {\n    id\n    name\n    imageId\n    mediumMemberAt\n  }\n": types.ResponseWriterFragmentDoc,
    "\n  query StoryThread($id: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {\n    post(id: $id) {\n      id\n      responsesCount\n      isDiscussionClosed\n      responseViewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      threadedPostResponses(paging: $paging, sortType: $sortType) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n": types.StoryThreadDocument,
    "\n  query ResponseReplies($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      responsesCount\n      responseReplies(paging: $paging) {\n        ...ResponsePage\n      }\n    }\n  }\n": types.ResponseRepliesDocument,
    "\n  mutation PublishPostResponse($inResponseToPostId: ID!, $text: String!, $quoteParagraphName: String, $quoteStartOffset: Int, $quoteEndOffset: Int) {\n    publishPostResponse(\n      inResponseToPostId: $inResponseToPostId\n      text: $text\n      quoteParagraphName: $quoteParagraphName\n      quoteStartOffset: $quoteStartOffset\n      quoteEndOffset: $quoteEndOffset\n    ) {\n      __typename\n      ... on Post {\n        ...ResponseItem\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.PublishPostResponseDocument,
    "\n  mutation PublishCatalogResponse($catalogId: ID!, $text: String!, $inResponseToPostId: ID) {\n    publishCatalogResponse(catalogId: $catalogId, text: $text, inResponseToPostId: $inResponseToPostId) {\n      __typename\n      ... on Post {\n        ...ResponseItem\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.PublishCatalogResponseDocument,
    "\n  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {\n    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.HidePostResponseDocument,
    "\n  mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {\n    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.UnhidePostResponseDocument,
    "\n  mutation HideCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {\n    hideCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.HideCatalogResponseDocument,
    "\n  mutation ShowCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {\n    showCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.ShowCatalogResponseDocument,
    "\n  mutation DeletePostResponse($postResponseId: ID!) {\n    deletePostResponse(postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isDeleted\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.DeletePostResponseDocument,
    "\n  query CatalogThread($catalogId: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {\n    catalogDiscussion(catalogId: $catalogId) {\n      id\n      catalogId\n      responsesCount\n      isDiscussionClosed\n      viewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      threadedCatalogResponses(paging: $paging, sortType: $sortType) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n": types.CatalogThreadDocument,
    "\n  query ResponsePageThread($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      responsesCount\n      isDiscussionClosed\n      responseRootPost {\n        id\n      }\n      responseRootCatalog {\n        id\n      }\n      responseViewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      responseReplies(paging: $paging) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n": types.ResponsePageThreadDocument,
    "\n  mutation SetPostDiscussionClosed($postId: ID!, $closed: Boolean!) {\n    setPostDiscussionClosed(postId: $postId, closed: $closed) {\n      __typename\n      ... on Post {\n        id\n        isDiscussionClosed\n        responseViewerEdge {\n          id\n          canRespond\n          cannotRespondReason\n          canModerate\n        }\n      }\n      ...PostResponseRefusal\n    }\n  }\n": types.SetPostDiscussionClosedDocument,
    "\n  mutation SetCatalogDiscussionClosed($catalogId: ID!, $closed: Boolean!) {\n    setCatalogDiscussionClosed(catalogId: $catalogId, closed: $closed) {\n      __typename\n      ... on CatalogDiscussion {\n        id\n        isDiscussionClosed\n        viewerEdge {\n          id\n          canRespond\n          cannotRespondReason\n          canModerate\n        }\n      }\n      ...CatalogDiscussionRefusal\n    }\n  }\n": types.SetCatalogDiscussionClosedDocument,
    "\n  query CatalogDiscussionState($catalogId: ID!) {\n    catalogDiscussion(catalogId: $catalogId) {\n      id\n      isDiscussionClosed\n    }\n  }\n": types.CatalogDiscussionStateDocument,
    "\n  fragment HighlightedText on HighlightedText {\n    text\n    highlights {\n      start\n      end\n    }\n  }\n": types.HighlightedTextFragmentDoc,
    "\n  fragment SearchPerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumUrl\n    mediumMemberAt\n  }\n": types.SearchPersonFragmentDoc,
    "\n  fragment SearchPublication on Collection {\n    id\n    name\n    slug\n    tagline\n    domain\n    mediumUrl\n    avatar {\n      id\n    }\n  }\n": types.SearchPublicationFragmentDoc,
    "\n  fragment SearchTag on TagSearchHit {\n    postCount\n    tag {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n  }\n": types.SearchTagFragmentDoc,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      posts {\n        id\n        title\n        mediumUrl\n        creator {\n          id\n          name\n        }\n      }\n      users {\n        ...SearchPerson\n      }\n      collections {\n        ...SearchPublication\n      }\n      tags {\n        ...SearchTag\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  mutation SharePostWithUser($postId: ID!, $userId: ID!) {\n    sharePostWithUser(postId: $postId, userId: $userId) {\n      __typename\n      ... on Post {\n        id\n      }\n      ...SharePostRefusal\n    }\n  }\n": types.SharePostWithUserDocument,
    "\n  fragment LockoutRefusal on LockoutError {\n    message\n    lockoutInfo {\n      failCount\n      lockedOutUntil\n    }\n  }\n": types.LockoutRefusalFragmentDoc,
    "\n  fragment SignedIn on AuthInfo {\n    uid\n    redirect\n  }\n": types.SignedInFragmentDoc,
    "\n  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {\n    ... on BadRequest {\n      message\n    }\n    ... on FailedChallenge {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n": types.SendAcctAuthEmailRefusalFragmentDoc,
    "\n  fragment CreateAccountRefusal on CreateAccountResult {\n    ... on Forbidden {\n      message\n    }\n    ... on AlreadyExists {\n      message\n    }\n    ... on UserCreationRateLimited {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n  }\n": types.CreateAccountRefusalFragmentDoc,
    "\n  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {\n    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {\n      __typename\n      ... on SusiMethod {\n        value\n      }\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": types.SendAcctAuthEmailDocument,
    "\n  query MagicLinkPreferred($email: String!) {\n    magicLinkPreferred(email: $email) {\n      __typename\n      ... on PrefersMagicLink {\n        result\n      }\n      ...MagicLinkPreferredRefusal\n    }\n  }\n": types.MagicLinkPreferredDocument,
    "\n  query emailAvailability($email: String!) {\n    emailAvailability(email: $email)\n  }\n": types.EmailAvailabilityDocument,
    "\n  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {\n    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ... on AuthToken {\n        token\n      }\n      ...LoginRefusal\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        ...LockoutRefusal\n      }\n      ... on PasswordSoftLockout {\n        ...LockoutRefusal\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on InvalidTwoFactorAuthCode {\n        message\n      }\n      ... on TwoFactorAuthSoftLockout {\n        message\n      }\n      ... on TwoFactorAuthPermanentLockout {\n        message\n      }\n    }\n  }\n": types.LoginUserDocument,
    "\n  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {\n    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ...CreateAccountRefusal\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation VerifyLoginCode($loginCode: String!) {\n    verifyLoginCode(loginCode: $loginCode) {\n      __typename\n      ... on Token {\n        value\n      }\n      ...VerifyLoginCodeRefusal\n    }\n  }\n": types.VerifyLoginCodeDocument,
    "\n  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {\n    __typename\n    ... on TwoFactorCodeSent {\n      method\n      phoneLast4\n    }\n    ...SendTwoFactorCodeRefusal\n  }\n": types.TwoFactorCodeSendResultFragmentDoc,
    "\n  query TwoFactorChallenge($token: String!) {\n    twoFactorChallenge(token: $token) {\n      method\n      phoneLast4\n    }\n  }\n": types.TwoFactorChallengeDocument,
    "\n  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {\n    sendTwoFactorCode(token: $token, method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": types.SendTwoFactorCodeDocument,
    "\n  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {\n    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {\n      __typename\n      ...SignedIn\n      ...LoginRefusal\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": types.TwoFactorLoginDocument,
    "\n  query ViewerTwoFactor {\n    viewer {\n      id\n      twoFactor {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n    }\n  }\n": types.ViewerTwoFactorDocument,
    "\n  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {\n    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {\n      __typename\n      ... on AuthyUser {\n        authyId\n        preferredMethod\n        otpauthUri\n        qrCodeSvg\n        phoneLast4\n      }\n      ...RegisterAuthyUserRefusal\n    }\n  }\n": types.RegisterAuthyUserDocument,
    "\n  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {\n    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorAuthEnabled {\n        success\n        method\n        otherSessionCount\n      }\n      ...CrupdateTwoFactorAuthRefusal\n      ...LockoutRefusal\n    }\n  }\n": types.CrupdateTwoFactorAuthDocument,
    "\n  mutation crupdateTwoFactorBackupCodes($userId: ID) {\n    crupdateTwoFactorBackupCodes(userId: $userId) {\n      __typename\n      ... on TwoFactorBackupCodes {\n        backupCodes\n      }\n      ...CrupdateTwoFactorBackupCodesRefusal\n    }\n  }\n": types.CrupdateTwoFactorBackupCodesDocument,
    "\n  mutation RemoveTwoFactorAuth($verificationCode: String!) {\n    removeTwoFactorAuth(verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorStatus {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n      ...RemoveTwoFactorAuthRefusal\n      ...LockoutRefusal\n    }\n  }\n": types.RemoveTwoFactorAuthDocument,
    "\n  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {\n    sendViewerTwoFactorCode(method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": types.SendViewerTwoFactorCodeDocument,
    "\n  mutation EndOtherSessionsAfterTwoFactor {\n    endOtherSessions\n  }\n": types.EndOtherSessionsAfterTwoFactorDocument,
    "\n  query UserMentionTooltipStatsQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      socialStats {\n        followerCount\n      }\n      viewerEdge {\n        id\n        isFollowing\n        createdAt\n        lastPostCreatedAt\n      }\n    }\n  }\n": types.UserMentionTooltipStatsQueryDocument,
    "\n  query VerifyEmailViewer {\n    viewer {\n      id\n      unverifiedEmail\n    }\n  }\n": types.VerifyEmailViewerDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SentVerificationEmail {\n        email\n      }\n      ...SendVerificationEmailRefusal\n    }\n  }\n": types.SendVerificationEmailDocument,
    "\n  fragment CatalogDiscussionRefusal on CatalogDiscussionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.CatalogDiscussionRefusalFragmentDoc,
    "\n  fragment CatalogRefusal on CatalogResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.CatalogRefusalFragmentDoc,
    "\n  fragment CheckoutRefusal on CheckoutResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n  }\n": types.CheckoutRefusalFragmentDoc,
    "\n  fragment ClearReadingHistoryRefusal on ClearReadingHistoryResult {\n    ... on TooManyRequests { message }\n  }\n": types.ClearReadingHistoryRefusalFragmentDoc,
    "\n  fragment CollectionInvitationRefusal on CollectionInvitationResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.CollectionInvitationRefusalFragmentDoc,
    "\n  fragment CollectionPostRefusal on CollectionPostResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.CollectionPostRefusalFragmentDoc,
    "\n  fragment CollectionRefusal on CollectionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.CollectionRefusalFragmentDoc,
    "\n  fragment CreateNoteRefusal on CreateNoteResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.CreateNoteRefusalFragmentDoc,
    "\n  fragment CreatePostRefusal on CreatePostResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n  }\n": types.CreatePostRefusalFragmentDoc,
    "\n  fragment CreateQuoteRefusal on CreateQuoteResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.CreateQuoteRefusalFragmentDoc,
    "\n  fragment CrupdatePasswordRefusal on CrupdatePasswordResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on ExpiredCredentials { message }\n    ... on MalformedOAuthToken { message }\n  }\n": types.CrupdatePasswordRefusalFragmentDoc,
    "\n  fragment CrupdateTwoFactorAuthRefusal on CrupdateTwoFactorAuthResult {\n    ... on BadRequest { message }\n  }\n": types.CrupdateTwoFactorAuthRefusalFragmentDoc,
    "\n  fragment CrupdateTwoFactorBackupCodesRefusal on CrupdateTwoFactorBackupCodesResult {\n    ... on NotFound { message }\n  }\n": types.CrupdateTwoFactorBackupCodesRefusalFragmentDoc,
    "\n  fragment CustomDomainRefusal on CustomDomainResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.CustomDomainRefusalFragmentDoc,
    "\n  fragment DeleteCatalogRefusal on DeleteCatalogResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.DeleteCatalogRefusalFragmentDoc,
    "\n  fragment DeletePostRefusal on DeletePostResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.DeletePostRefusalFragmentDoc,
    "\n  fragment DeleteQuoteRefusal on DeleteQuoteResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.DeleteQuoteRefusalFragmentDoc,
    "\n  fragment FeaturePageRefusal on FeaturePageResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.FeaturePageRefusalFragmentDoc,
    "\n  fragment FeedSignalRefusal on FeedSignalResult {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.FeedSignalRefusalFragmentDoc,
    "\n  fragment FollowCollectionRefusal on FollowCollectionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.FollowCollectionRefusalFragmentDoc,
    "\n  fragment FollowTopicRefusal on FollowTopicResult {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.FollowTopicRefusalFragmentDoc,
    "\n  fragment FollowUserRefusal on FollowUserResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.FollowUserRefusalFragmentDoc,
    "\n  fragment GiftCheckoutRefusal on GiftCheckoutResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on TooManyRequests { message }\n  }\n": types.GiftCheckoutRefusalFragmentDoc,
    "\n  fragment LoginRefusal on LoginResult {\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": types.LoginRefusalFragmentDoc,
    "\n  fragment MagicLinkPreferredRefusal on MagicLinkPreferredResult {\n    ... on NotFound { message }\n  }\n": types.MagicLinkPreferredRefusalFragmentDoc,
    "\n  fragment MembershipRefusal on MembershipResult {\n    ... on NotFound { message }\n  }\n": types.MembershipRefusalFragmentDoc,
    "\n  fragment NoteRemovalRefusal on NoteRemovalResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.NoteRemovalRefusalFragmentDoc,
    "\n  fragment NoteReplyRemovalRefusal on NoteReplyRemovalResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.NoteReplyRemovalRefusalFragmentDoc,
    "\n  fragment NoteReplyRefusal on NoteReplyResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.NoteReplyRefusalFragmentDoc,
    "\n  fragment PartnerEnrollRefusal on PartnerEnrollResult {\n    ... on BadRequest { message }\n  }\n": types.PartnerEnrollRefusalFragmentDoc,
    "\n  fragment PayoutOnboardingRefusal on PayoutOnboardingResult {\n    ... on BadRequest { message }\n  }\n": types.PayoutOnboardingRefusalFragmentDoc,
    "\n  fragment PostForEditingRefusal on PostForEditingResult {\n    ... on NotFound { message }\n    ... on Forbidden { message }\n  }\n": types.PostForEditingRefusalFragmentDoc,
    "\n  fragment PostMutationRefusal on PostMutationResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on Conflict { message }\n  }\n": types.PostMutationRefusalFragmentDoc,
    "\n  fragment PostResponseRefusal on PostResponseResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.PostResponseRefusalFragmentDoc,
    "\n  fragment PostRefusal on PostResult {\n    ... on NotFound { message }\n    ... on PostSuspended { message }\n  }\n": types.PostRefusalFragmentDoc,
    "\n  fragment PostStatsRefusal on PostStatsResult {\n    ... on NotFound { message }\n  }\n": types.PostStatsRefusalFragmentDoc,
    "\n  fragment ReadingListRefusal on ReadingListResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.ReadingListRefusalFragmentDoc,
    "\n  fragment RedeemGiftRefusal on RedeemGiftResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on Forbidden { message }\n    ... on TooManyRequests { message }\n  }\n": types.RedeemGiftRefusalFragmentDoc,
    "\n  fragment RegisterAuthyUserRefusal on RegisterAuthyUserResult {\n    ... on BadRequest { message }\n  }\n": types.RegisterAuthyUserRefusalFragmentDoc,
    "\n  fragment RemoveFromReadingHistoryRefusal on RemoveFromReadingHistoryResult {\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": types.RemoveFromReadingHistoryRefusalFragmentDoc,
    "\n  fragment RemoveTwoFactorAuthRefusal on RemoveTwoFactorAuthResult {\n    ... on BadRequest { message }\n  }\n": types.RemoveTwoFactorAuthRefusalFragmentDoc,
    "\n  fragment ResolveEmbedRefusal on ResolveEmbedResult {\n    ... on BadRequest { message }\n  }\n": types.ResolveEmbedRefusalFragmentDoc,
    "\n  fragment SavePostDraftRefusal on SavePostDraftResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.SavePostDraftRefusalFragmentDoc,
    "\n  fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": types.SendTwoFactorCodeRefusalFragmentDoc,
    "\n  fragment SendVerificationEmailRefusal on SendVerificationEmailResult {\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n": types.SendVerificationEmailRefusalFragmentDoc,
    "\n  fragment SequenceRefusal on SequenceResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.SequenceRefusalFragmentDoc,
    "\n  fragment SeriesRefusal on SeriesResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.SeriesRefusalFragmentDoc,
    "\n  fragment SharePostRefusal on SharePostResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.SharePostRefusalFragmentDoc,
    "\n  fragment StoryEarningsAuditRefusal on StoryEarningsAuditResult {\n    ... on NotFound { message }\n  }\n": types.StoryEarningsAuditRefusalFragmentDoc,
    "\n  fragment TaxDocumentRefusal on TaxDocumentResult {\n    ... on BadRequest { message }\n  }\n": types.TaxDocumentRefusalFragmentDoc,
    "\n  fragment TaxReviewRefusal on TaxReviewResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n  }\n": types.TaxReviewRefusalFragmentDoc,
    "\n  fragment UpdateActivityLastViewedRefusal on UpdateActivityLastViewedResult {\n    ... on TooManyRequests { message }\n  }\n": types.UpdateActivityLastViewedRefusalFragmentDoc,
    "\n  fragment UpdateCustomStyleSheetRefusal on UpdateCustomStyleSheetResult {\n    ... on Forbidden { message }\n  }\n": types.UpdateCustomStyleSheetRefusalFragmentDoc,
    "\n  fragment UpdateNotificationEmailSettingRefusal on UpdateNotificationEmailSettingResult {\n    ... on BadRequest { message }\n  }\n": types.UpdateNotificationEmailSettingRefusalFragmentDoc,
    "\n  fragment UpdateUserProfileRefusal on UpdateUserProfileResult {\n    ... on Forbidden { message }\n  }\n": types.UpdateUserProfileRefusalFragmentDoc,
    "\n  fragment UserRefusal on UserResult {\n    ... on NotFound { message }\n    ... on AccountSuspended { message }\n  }\n": types.UserRefusalFragmentDoc,
    "\n  fragment VerifyLoginCodeRefusal on VerifyLoginCodeResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n": types.VerifyLoginCodeRefusalFragmentDoc,
    "\n  fragment CreateNewsletterEmailRefusal on CreateNewsletterEmailResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n": types.CreateNewsletterEmailRefusalFragmentDoc,
    "\n  fragment SendNewsletterIssueRefusal on SendNewsletterIssueResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on Conflict { message }\n  }\n": types.SendNewsletterIssueRefusalFragmentDoc,
    "\n  fragment NewsletterV3Refusal on NewsletterV3Result {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n    ... on Forbidden { message }\n  }\n": types.NewsletterV3RefusalFragmentDoc,
    "\n  query MentionSuggestions($query: String!, $limit: Int) {\n    mentionSuggestions(query: $query, limit: $limit) {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n": types.MentionSuggestionsDocument,
    "\n  mutation ResolveEmbed($url: String!) {\n    resolveEmbed(url: $url) {\n      __typename\n      ... on IframeEmbed {\n        mediaResource {\n          id\n          iframeSrc\n          iframeWidth\n          iframeHeight\n          title\n        }\n      }\n      ... on MixtapeEmbed {\n        mixtapeMetadata {\n          href\n          thumbnailImageId\n          title\n          description\n        }\n      }\n      ...ResolveEmbedRefusal\n    }\n  }\n": types.ResolveEmbedDocument,
    "\n  fragment SubscriberStatsFields on SubscriberStats {\n    subscriberCount\n    newSubscribersInPeriod\n    unsubscribesInPeriod\n    newSubscribersPerDay {\n      day\n      count\n    }\n    unsubscribesPerDay {\n      day\n      count\n    }\n    newsletter {\n      id\n    }\n  }\n": types.SubscriberStatsFieldsFragmentDoc,
    "\n  query UserAudience($username: String!, $days: Int, $limit: Int) {\n    userAudience(username: $username) {\n      __typename\n      ... on UserAudience {\n        id\n        user {\n          id\n          name\n          username\n        }\n        subscriberStats(days: $days) {\n          ...SubscriberStatsFields\n        }\n        recentSubscribers(limit: $limit) {\n          id\n          email\n          subscribedAt\n          source\n          user {\n            id\n            name\n            username\n          }\n        }\n      }\n    }\n  }\n": types.UserAudienceDocument,
    "\n  query SubscriptionStats($days: Int) {\n    viewer {\n      id\n      username\n    }\n    viewerSubscriberStats(days: $days) {\n      ...SubscriberStatsFields\n    }\n  }\n": types.SubscriptionStatsDocument,
    "\n  query NewsletterStats($newsletterV3Id: ID!) {\n    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Stats {\n        ...NewsletterStatsFields\n      }\n    }\n  }\n": types.NewsletterStatsDocument,
    "\n  fragment NewsletterStatsFields on NewsletterV3Stats {\n    id\n    trackEngagement\n    newsletter {\n      id\n      name\n      subscriberCount\n    }\n  }\n": types.NewsletterStatsFieldsFragmentDoc,
    "\n  mutation SetNewsletterTracking($newsletterV3Id: ID!, $enabled: Boolean!) {\n    setNewsletterV3Tracking(newsletterV3Id: $newsletterV3Id, enabled: $enabled) {\n      __typename\n      ... on NewsletterV3Stats {\n        ...NewsletterStatsFields\n      }\n    }\n  }\n": types.SetNewsletterTrackingDocument,
    "\n  query ImportTarget {\n    viewerSubscriberStats(days: 1) {\n      subscriberCount\n      newsletter {\n        id\n      }\n    }\n  }\n": types.ImportTargetDocument,
    "\n  mutation EnableNewsletter {\n    enableViewerNewsletterV3 {\n      id\n    }\n  }\n": types.EnableNewsletterDocument,
    "\n  query NewsletterAudience($newsletterV3Id: ID!, $days: Int, $limit: Int) {\n    newsletterV3Audience(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Audience {\n        id\n        newsletter {\n          id\n          type\n          name\n          slug\n          collection {\n            id\n            slug\n            name\n          }\n        }\n        subscriberStats(days: $days) {\n          ...SubscriberStatsFields\n        }\n        recentSubscribers(limit: $limit) {\n          id\n          email\n          subscribedAt\n          source\n          user {\n            id\n            name\n            username\n          }\n        }\n      }\n    }\n  }\n": types.NewsletterAudienceDocument,
    "\n  fragment NewsletterSendFields on NewsletterSendStats {\n    id\n    sentAt\n    status\n    stopReason\n    stoppedAt\n    emailOnly\n    recipients\n    delivered\n    failed\n    bounced\n    skipped\n    queued\n    stopped\n    opens\n    clicks\n    cursor\n    post {\n      id\n      title\n      mediumUrl\n    }\n  }\n": types.NewsletterSendFieldsFragmentDoc,
    "\n  query NewsletterSends($newsletterV3Id: ID!, $before: String, $limit: Int) {\n    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Stats {\n        id\n        sendsPage(before: $before, limit: $limit) {\n          ...NewsletterSendFields\n        }\n      }\n    }\n  }\n": types.NewsletterSendsDocument,
    "\n  mutation ResumeNewsletterSend($sendId: ID!) {\n    resumeNewsletterSend(sendId: $sendId) {\n      __typename\n      ... on NewsletterSendStats {\n        ...NewsletterSendFields\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": types.ResumeNewsletterSendDocument,
    "\n  fragment ChargeFields on Charge {\n    id\n    createdAt\n    amount\n    currency\n    status\n    description\n    receiptNumber\n    periodStart\n    periodEnd\n    paymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n": types.ChargeFieldsFragmentDoc,
    "\n  query BillingHistory($paging: PagingOptions) {\n    viewer {\n      id\n    }\n    viewerCharges(paging: $paging) {\n      charges {\n        ...ChargeFields\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n          page\n        }\n      }\n    }\n  }\n": types.BillingHistoryDocument,
    "\n  query Receipt($chargeId: ID!) {\n    viewer {\n      id\n      name\n      email\n    }\n    viewerCharge(chargeId: $chargeId) {\n      ...ChargeFields\n    }\n  }\n": types.ReceiptDocument,
    "\n  query UpdatePayment {\n    viewer {\n      id\n    }\n    paymentsConfig {\n      enabled\n    }\n    viewerPaymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    viewerMembership {\n      id\n      status\n      graceEndsAt\n    }\n  }\n": types.UpdatePaymentDocument,
    "\n  mutation StartPaymentMethodUpdate {\n    startPaymentMethodUpdate {\n      ...CheckoutAnswer\n    }\n  }\n": types.StartPaymentMethodUpdateDocument,
    "\n  query PartnerShare {\n    partnerSharePercent\n  }\n": types.PartnerShareDocument,
    "\n  query DesignViewer {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n      customStyleSheet {\n        ...CustomStyle\n        header {\n          backgroundImage {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.DesignViewerDocument,
    "\n  mutation UpdateCustomStyleSheet($input: CustomStyleSheetInput!) {\n    updateCustomStyleSheet(input: $input) {\n      __typename\n      ... on User {\n        id\n        customStyleSheet {\n          ...CustomStyle\n          header {\n            backgroundImage {\n              id\n            }\n          }\n        }\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateCustomStyleSheetRefusal\n    }\n  }\n": types.UpdateCustomStyleSheetDocument,
    "\n  mutation RemoveCustomStyleSheet {\n    removeCustomStyleSheet {\n      id\n      customStyleSheet {\n        id\n      }\n    }\n  }\n": types.RemoveCustomStyleSheetDocument,
    "\n  fragment EmailNewsletter on NewsletterV3 {\n    id\n    name\n    type\n    subscriberCount\n  }\n": types.EmailNewsletterFragmentDoc,
    "\n  fragment EditorPost on Post {\n    id\n    title\n    subtitle\n    isPublished\n    mediumUrl\n    draftLabel\n    latestVersion\n    ...PostSettingsFields\n    latestDraft {\n      version\n      title\n      subtitle\n      bodyJson\n      savedAt\n    }\n    collection {\n      id\n      name\n    }\n    pendingCollection {\n      id\n      name\n    }\n    newsletterIssue {\n      id\n      sentAt\n      newsletter {\n        ...EmailNewsletter\n      }\n    }\n  }\n": types.EditorPostFragmentDoc,
    "\n  query PostForEditing($id: ID!) {\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": types.PostForEditingDocument,
    "\n  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {\n    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...CreatePostRefusal\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {\n    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on PostDraftSaved {\n        version\n        savedAt\n        post {\n          id\n          draftLabel\n          latestVersion\n        }\n      }\n      ... on Conflict {\n        message\n        latestVersion\n      }\n      ...SavePostDraftRefusal\n    }\n  }\n": types.SavePostDraftDocument,
    "\n  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {\n    publishPost(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        id\n        mediumUrl\n        isPublished\n        draftLabel\n        latestVersion\n        visibility\n      }\n      ...PostMutationRefusal\n      ... on Conflict {\n        latestVersion\n      }\n    }\n  }\n": types.PublishPostDocument,
    "\n  query ViewerPublications {\n    viewerPublications {\n      id\n      name\n      slug\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n": types.ViewerPublicationsDocument,
    "\n  query NewsletterForEmail($newsletterV3Id: ID!) {\n    newsletterV3ForEmail(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        ...EmailNewsletter\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": types.NewsletterForEmailDocument,
    "\n  mutation CreateNewsletterEmail($newsletterV3Id: ID!, $title: String, $subtitle: String, $bodyJson: String) {\n    createNewsletterEmail(newsletterV3Id: $newsletterV3Id, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...CreateNewsletterEmailRefusal\n    }\n  }\n": types.CreateNewsletterEmailDocument,
    "\n  mutation SendNewsletterEmail($postId: ID!, $baseVersion: Int) {\n    sendNewsletterEmail(postId: $postId, baseVersion: $baseVersion) {\n      __typename\n      ... on NewsletterIssue {\n        id\n        sentAt\n      }\n      ...SendNewsletterIssueRefusal\n    }\n  }\n": types.SendNewsletterEmailDocument,
    "\n  query GiftPage {\n    viewer {\n      id\n      name\n    }\n    paymentsConfig {\n      enabled\n    }\n    giftPlans {\n      planId\n      name\n      description\n      amount\n      currency\n      months\n    }\n    viewerGiftPurchases {\n      id\n      kind\n      months\n      quantity\n      amount\n      currency\n      recipientName\n      recipientEmail\n      message\n      deliverAt\n      deliveredAt\n      createdAt\n      redeemedCount\n      codes {\n        id\n        code\n        redeemUrl\n        state\n        redeemedAt\n        expiresAt\n      }\n    }\n  }\n": types.GiftPageDocument,
    "\n  mutation StartGiftCheckout($input: GiftCheckoutInput!) {\n    startGiftCheckout(input: $input) {\n      ...CheckoutAnswer\n      ...GiftCheckoutRefusal\n    }\n  }\n": types.StartGiftCheckoutDocument,
    "\n  mutation StartGroupGiftCheckout($planId: ID!, $quantity: Int!) {\n    startGroupGiftCheckout(planId: $planId, quantity: $quantity) {\n      ...CheckoutAnswer\n      ...GiftCheckoutRefusal\n    }\n  }\n": types.StartGroupGiftCheckoutDocument,
    "\n  query GiftByCode($giftCode: String!) {\n    giftByCode(giftCode: $giftCode) {\n      code\n      months\n      senderName\n      recipientName\n      state\n      expiresAt\n      message\n      redeemedByViewer\n    }\n  }\n": types.GiftByCodeDocument,
    "\n  mutation RedeemGiftCode($giftCode: String!) {\n    redeemGiftCode(giftCode: $giftCode) {\n      __typename\n      ... on GiftRedemption {\n        months\n        senderName\n        giftMessage: message\n        memberUntil\n      }\n      ...RedeemGiftRefusal\n    }\n  }\n": types.RedeemGiftCodeDocument,
    "\n  query HomeForYou($paging: PagingOptions) {\n    forYouFeed(paging: $paging) {\n      items {\n        reason\n        reasonKind\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n        previous {\n          limit\n          from\n        }\n      }\n    }\n  }\n": types.HomeForYouDocument,
    "\n  query HomeFollowing($paging: PagingOptions) {\n    followingFeed(paging: $paging) {\n      items {\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n        previous {\n          limit\n          from\n        }\n      }\n    }\n  }\n": types.HomeFollowingDocument,
    "\n  query HomeLatest($paging: PagingOptions) {\n    latestPostsConnection(paging: $paging) {\n      posts {\n        ...PostCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.HomeLatestDocument,
    "\n  fragment HomeStoryLine on Post {\n    id\n    title\n    mediumUrl\n    isLocked\n    readingTime\n    firstPublishedAt\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n    }\n  }\n": types.HomeStoryLineFragmentDoc,
    "\n  query HomeTrending($paging: PagingOptions) {\n    trendingPosts(paging: $paging) {\n      posts {\n        ...HomeStoryLine\n      }\n    }\n  }\n": types.HomeTrendingDocument,
    "\n  query HomeStaffPicks($limit: Int) {\n    staffPicks(limit: $limit) {\n      ...HomeStoryLine\n    }\n  }\n": types.HomeStaffPicksDocument,
    "\n  query HomeTopics($limit: Int) {\n    recommendedTopics(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n": types.HomeTopicsDocument,
    "\n  query HomeWhoToFollow($limit: Int) {\n    whoToFollow(limit: $limit) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      viewerEdge {\n        id\n        isFollowing\n      }\n    }\n  }\n": types.HomeWhoToFollowDocument,
    "\n  mutation RemoveFromForYou($kind: FeedSignalKind!, $postId: ID!) {\n    removeFromForYou(kind: $kind, postId: $postId) {\n      __typename\n      ... on FeedSignalChange {\n        kind\n        postId\n        removed\n      }\n      ...FeedSignalRefusal\n    }\n  }\n": types.RemoveFromForYouDocument,
    "\n  mutation RestoreToForYou($kind: FeedSignalKind!, $postId: ID!) {\n    restoreToForYou(kind: $kind, postId: $postId) {\n      __typename\n      ... on FeedSignalChange {\n        kind\n        postId\n        removed\n      }\n      ...FeedSignalRefusal\n    }\n  }\n": types.RestoreToForYouDocument,
    "\n  query ListPage($username: String, $catalogSlugId: String!, $paging: PagingOptions) {\n    catalogBySlugId(username: $username, catalogSlugId: $catalogSlugId) {\n      ...CatalogSummary\n      viewerEdge {\n        id\n        isCreator\n      }\n      itemsConnection(paging: $paging) {\n        items {\n          catalogItemId\n          note\n          post {\n            ...PostCard\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.ListPageDocument,
    "\n  query ReadingListItems($state: ReadingListState!, $paging: PagingOptions) {\n    readingListItems(state: $state, paging: $paging) {\n      items {\n        catalogItemId\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.ReadingListItemsDocument,
    "\n  query Library {\n    readingList {\n      ...CatalogSummary\n      itemsConnection(paging: { limit: 3 }) {\n        items {\n          catalogItemId\n          post {\n            id\n            previewImage {\n              id\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": types.LibraryDocument,
    "\n  query UserLists($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      catalogsConnection(paging: $paging) {\n        catalogs {\n          ...CatalogSummary\n          itemsConnection(paging: { limit: 3 }) {\n            items {\n              catalogItemId\n              post {\n                id\n                previewImage {\n                  id\n                }\n              }\n            }\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.UserListsDocument,
    "\n  fragment MembershipPlanFields on PaymentPlan {\n    planId\n    name\n    description\n    kind\n    amount\n    currency\n    months\n    trialDays\n  }\n": types.MembershipPlanFieldsFragmentDoc,
    "\n  fragment ViewerMembershipFields on Membership {\n    id\n    status\n    source\n    startedAt\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    graceEndsAt\n    endedAt\n    plan {\n      ...MembershipPlanFields\n    }\n  }\n": types.ViewerMembershipFieldsFragmentDoc,
    "\n  query MembershipPage {\n    viewer {\n      id\n      username\n      name\n      mediumMemberAt\n      hasPastMemberships\n    }\n    paymentsConfig {\n      enabled\n      plans {\n        ...MembershipPlanFields\n      }\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n  }\n": types.MembershipPageDocument,
    "\n  query UserMembership($username: String!) {\n    user(username: $username) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      mediumUrl\n      userPostCounts {\n        publishedPosts\n      }\n    }\n  }\n": types.UserMembershipDocument,
    "\n  fragment CheckoutAnswer on CheckoutResult {\n    __typename\n    ... on CheckoutSession {\n      url\n    }\n    ... on CheckoutNotAvailable {\n      message\n    }\n    ... on PaymentError {\n      message\n    }\n    ...CheckoutRefusal\n  }\n": types.CheckoutAnswerFragmentDoc,
    "\n  mutation StartMembershipCheckout($planId: ID!, $referrerUsername: String) {\n    startMembershipCheckout(planId: $planId, referrerUsername: $referrerUsername) {\n      ...CheckoutAnswer\n    }\n  }\n": types.StartMembershipCheckoutDocument,
    "\n  query WelcomeMember {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n  }\n": types.WelcomeMemberDocument,
    "\n  query WelcomeStories {\n    latestPostsConnection(paging: { limit: 25 }) {\n      posts {\n        ...PostCard\n      }\n    }\n  }\n": types.WelcomeStoriesDocument,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on Collection {\n        id\n        slug\n        name\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.CreateCollectionDocument,
    "\n  query SamplePosts {\n    samplePosts(limit: 3) {\n      ...PostCard\n    }\n  }\n": types.SamplePostsDocument,
    "\n  query PartnerTaxes {\n    viewer {\n      id\n      isPartnerProgramEnrolled\n      userTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n    }\n    partnerEnrollmentState {\n      country\n      firstUnfinishedStep\n    }\n  }\n": types.PartnerTaxesDocument,
    "\n  query PartnerEarnings($month: String) {\n    viewerPartnerEarnings {\n      isEnrolled\n      currency\n      lifetime\n      lifetimePayable\n      thisMonth {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      lastMonth {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      months(count: 12) {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      stories(month: $month) {\n        postId\n        title\n        memberReadingTime\n        amount\n        state\n        post {\n          id\n          mediumUrl\n        }\n      }\n    }\n  }\n": types.PartnerEarningsDocument,
    "\n  query StoryEarningsAudit($postId: ID!) {\n    storyEarningsAudit(postId: $postId) {\n      __typename\n      ... on StoryEarningsAudit {\n        postId\n        title\n        currency\n        lifetime\n        periods {\n          periodStart\n          month\n          memberCount\n          memberReadingTime\n          amount\n          state\n          isEstimate\n        }\n      }\n      ...StoryEarningsAuditRefusal\n    }\n  }\n": types.StoryEarningsAuditDocument,
    "\n  fragment PartnerTaxDocuments on UserTaxDocuments {\n    taxDocumentStatus\n    earningsFirstWithheldAt\n    earningsLimitedAt\n    earningsForfeitedAt\n    earningsInternallyForfeitedAt\n    invalidReason\n    legalName\n    country\n    address\n    taxIdKind\n    taxIdLast4\n    submittedAt\n  }\n": types.PartnerTaxDocumentsFragmentDoc,
    "\n  fragment PartnerEnrollment on PartnerEnrollmentState {\n    enrollment\n    eligibilityRules {\n      id\n      label\n      met\n    }\n    eligible\n    country\n    eligibilityCheckedAt\n    termsAcceptedAt\n    payoutsConfigured\n    payoutAccountReady\n    payoutStepDone\n    enrolledAt\n    unenrolledAt\n    firstUnfinishedStep\n  }\n": types.PartnerEnrollmentFragmentDoc,
    "\n  query PartnerEnroll {\n    viewer {\n      id\n      name\n      isPartnerProgramEnrolled\n      userTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n    }\n    partnerEnrollmentState {\n      ...PartnerEnrollment\n    }\n  }\n": types.PartnerEnrollDocument,
    "\n  mutation ConfirmPartnerEligibility($country: String!) {\n    confirmPartnerEligibility(country: $country) {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": types.ConfirmPartnerEligibilityDocument,
    "\n  mutation AcceptPartnerProgramTerms {\n    acceptPartnerProgramTerms {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": types.AcceptPartnerProgramTermsDocument,
    "\n  mutation StartPartnerPayoutOnboarding {\n    startPartnerPayoutOnboarding {\n      __typename\n      ... on PayoutOnboardingLink {\n        url\n      }\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PayoutOnboardingRefusal\n    }\n  }\n": types.StartPartnerPayoutOnboardingDocument,
    "\n  mutation CompletePartnerPayoutOnboarding {\n    completePartnerPayoutOnboarding {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": types.CompletePartnerPayoutOnboardingDocument,
    "\n  mutation SubmitTaxDocument($input: TaxDocumentInput!) {\n    submitTaxDocument(input: $input) {\n      __typename\n      ... on UserTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n      ... on InvalidTaxInput {\n        field\n        message\n      }\n      ...TaxDocumentRefusal\n    }\n  }\n": types.SubmitTaxDocumentDocument,
    "\n  mutation UnenrollPartnerProgram {\n    unenrollPartnerProgram {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n": types.UnenrollPartnerProgramDocument,
    "\n  query PendingTaxDocuments {\n    viewer {\n      id\n    }\n    pendingTaxDocuments {\n      id\n      user {\n        id\n        name\n        username\n      }\n      taxDocumentStatus\n      legalName\n      country\n      address\n      taxIdKind\n      taxIdLast4\n      submittedAt\n    }\n  }\n": types.PendingTaxDocumentsDocument,
    "\n  mutation ReviewTaxDocument($documentId: ID!, $decision: TaxReviewDecision!, $reason: String) {\n    reviewTaxDocument(documentId: $documentId, decision: $decision, reason: $reason) {\n      __typename\n      ... on TaxReviewItem {\n        id\n        taxDocumentStatus\n      }\n      ...TaxReviewRefusal\n    }\n  }\n": types.ReviewTaxDocumentDocument,
    "\n  query PasswordViewer {\n    viewer {\n      id\n      email\n      hasPassword\n    }\n  }\n": types.PasswordViewerDocument,
    "\n  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {\n    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {\n      __typename\n      ... on PasswordUpdated {\n        success\n        redirect\n        otherSessionCount\n      }\n      ...CrupdatePasswordRefusal\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n    }\n  }\n": types.CrupdatePasswordDocument,
    "\n  mutation EndOtherSessionsAfterPassword {\n    endOtherSessions\n  }\n": types.EndOtherSessionsAfterPasswordDocument,
    "\n  mutation SendPasswordResetEmail($email: String!) {\n    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {\n      __typename\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": types.SendPasswordResetEmailDocument,
    "\n  query PostPage($id: ID!, $shareKey: String) {\n    meterFreeStoriesPerMonth\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        ...PostCard\n        uniqueSlug\n        visibility\n        isPublished\n        latestPublishedAt\n        latestPublishedVersion\n        license\n        canonicalUrl\n        creator {\n          id\n          bio\n          mediumUrl\n          customStyleSheet {\n            ...CustomStyle\n          }\n        }\n        collection {\n          id\n          mediumUrl\n        }\n        tags {\n          id\n          displayTitle\n          normalizedTagSlug\n        }\n        content {\n          isLockedPreviewOnly\n        }\n        meterState\n        clapCount\n        responsesCount\n        isResponse\n        responseRootPost {\n          id\n          title\n          mediumUrl\n        }\n        responseRootCatalog {\n          id\n          name\n          slugId\n          creator {\n            id\n            username\n          }\n        }\n      }\n      ...PostRefusal\n      ... on Blocked {\n        message\n      }\n    }\n  }\n": types.PostPageDocument,
    "\n  query PostBody($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        id\n        content {\n          bodyModel {\n            sections {\n              name\n              startIndex\n              textLayout\n              imageLayout\n              videoLayout\n              backgroundImage {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n            }\n            paragraphs {\n              id\n              name\n              type\n              text\n              layout\n              href\n              hasDropCap\n              markups {\n                type\n                start\n                end\n                href\n                anchorType\n                userId\n                linkMetadata {\n                  httpStatus\n                }\n              }\n              metadata {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n              dropCapImage {\n                id\n                originalWidth\n                originalHeight\n              }\n              iframe {\n                mediaResource {\n                  id\n                  iframeSrc\n                  iframeWidth\n                  iframeHeight\n                  title\n                }\n              }\n              mixtapeMetadata {\n                href\n                thumbnailImageId\n                title\n                description\n              }\n              codeBlockMetadata {\n                lang\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PostBodyDocument,
    "\n  query PostViewerEdge($id: ID!) {\n    post(id: $id) {\n      id\n      viewerEdge {\n        canEdit\n        shareKey\n      }\n      isDiscussionClosed\n      viewerHighlightCount\n      privateNoteCount\n      responseViewerEdge {\n        id\n        canModerate\n      }\n      creator {\n        id\n        viewerEdge {\n          id\n          isFollowing\n        }\n        newsletterV3 {\n          id\n          viewerEdge {\n            id\n            isSubscribed\n          }\n        }\n      }\n    }\n  }\n": types.PostViewerEdgeDocument,
    "\n  query PostSettings($id: ID!) {\n    viewer {\n      id\n    }\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n        title\n        mediumUrl\n        isPublished\n        isDiscussionClosed\n        creator {\n          id\n        }\n        latestDraft {\n          version\n          bodyJson\n        }\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": types.PostSettingsDocument,
    "\n  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {\n    updatePostSettings(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n      }\n      ...PostMutationRefusal\n    }\n  }\n": types.UpdatePostSettingsDocument,
    "\n  query ProfileResponses($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      responsesConnection(paging: $paging) {\n        responses {\n          id\n          mediumUrl\n          firstPublishedAt\n          isHiddenOnParent\n          responseRootPost {\n            id\n            title\n            mediumUrl\n          }\n          responseRootCatalog {\n            id\n            name\n            slugId\n            creator {\n              id\n              username\n            }\n          }\n          responseParagraphs {\n            name\n            type\n            text\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.ProfileResponsesDocument,
    "\n  query ProfilePage($username: String, $id: ID) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        name\n        username\n        bio\n        imageId\n        mediumUrl\n        mediumMemberAt\n        createdAt\n        socialStats {\n          followerCount\n          followingCount\n        }\n        ...PublisherMenuUser\n        newsletterV3 {\n          id\n          viewerEdge {\n            id\n            isSubscribed\n          }\n        }\n        customStyleSheet {\n          ...CustomStyle\n          header {\n            backgroundImage {\n              id\n              originalWidth\n              originalHeight\n            }\n          }\n        }\n      }\n      ...UserRefusal\n      ... on Blocked {\n        message\n      }\n      ... on AccountDeleted {\n        message\n      }\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query ProfileStories($username: String, $id: ID, $paging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        homepagePostsConnection(paging: $paging) {\n          posts {\n            ...PostCard\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProfileStoriesDocument,
    "\n  query ProfileFollowers($username: String, $id: ID, $paging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        followersConnection(paging: $paging) {\n          users {\n            ...ProfilePerson\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProfileFollowersDocument,
    "\n  query ProfileFollowing($username: String, $id: ID, $paging: PagingOptions, $collectionPaging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        followingConnection(paging: $paging) {\n          users {\n            ...ProfilePerson\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n        followingCollectionsConnection(paging: $collectionPaging) {\n          collections {\n            id\n            name\n            slug\n            description\n            mediumUrl\n            avatar {\n              id\n            }\n            viewerEdge {\n              id\n              isFollowing\n            }\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProfileFollowingDocument,
    "\n  fragment ProfilePerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumUrl\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n": types.ProfilePersonFragmentDoc,
    "\n  mutation UpdateProfileBio($bio: String!) {\n    updateUserProfile(bio: $bio) {\n      __typename\n      ... on User {\n        id\n        bio\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n": types.UpdateProfileBioDocument,
    "\n  query StyleReminder($userId: ID!) {\n    userResult(userId: $userId) {\n      __typename\n      ... on User {\n        id\n        hasSeenStyleReminder\n        userPostCounts {\n          publishedPosts\n        }\n        customStyleSheet {\n          id\n        }\n      }\n    }\n  }\n": types.StyleReminderDocument,
    "\n  mutation SetUserStyleReminderSeen {\n    setUserStyleReminderSeen {\n      id\n      hasSeenStyleReminder\n    }\n  }\n": types.SetUserStyleReminderSeenDocument,
    "\n  fragment PublicationHeader on Collection {\n    id\n    slug\n    name\n    tagline\n    description\n    domain\n    mediumUrl\n    isAuroraEligible\n    isAuroraVisible\n    avatar {\n      id\n    }\n    logo {\n      id\n      originalWidth\n      originalHeight\n    }\n    viewerEdge {\n      id\n      isEditor\n      isWriter\n      isFollowing\n      isMuting\n    }\n    newsletterV3 {\n      id\n      slug\n      name\n      viewerEdge {\n        id\n        isSubscribed\n      }\n    }\n    navItems {\n      id\n      title\n      type\n      tagSlug\n      url\n      featurePage {\n        id\n        slug\n      }\n    }\n    design {\n      id\n      font1\n      font2\n      font3\n      accentColor\n      backgroundColor\n      headerImage {\n        id\n      }\n    }\n    customStyleSheet {\n      id\n    }\n  }\n": types.PublicationHeaderFragmentDoc,
    "\n  query PublicationHome($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featuredPosts {\n        ...PostCard\n      }\n      latestPostsConnection(paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.PublicationHomeDocument,
    "\n  query PublicationTagged($slug: String!, $tagSlug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      taggedPostsConnection(tagSlug: $tagSlug, paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.PublicationTaggedDocument,
    "\n  query PublicationArchive($slug: String!, $year: Int, $month: Int, $day: Int, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      archive(year: $year, month: $month, day: $day) {\n        years {\n          year\n          count\n        }\n        months {\n          year\n          month\n          count\n        }\n        days {\n          year\n          month\n          day\n          count\n        }\n        postsConnection(paging: $paging) {\n          posts {\n            ...PostCard\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PublicationArchiveDocument,
    "\n  query PublicationAbout($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      createdAt\n      postCount\n      followerCount\n      masthead {\n        editors {\n          user {\n            id\n          }\n        }\n        writers {\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.PublicationAboutDocument,
    "\n  query PublicationMasthead($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      masthead {\n        editors {\n          ...MastheadMember\n        }\n        writers {\n          ...MastheadMember\n        }\n      }\n    }\n  }\n": types.PublicationMastheadDocument,
    "\n  fragment MastheadMember on CollectionMember {\n    role\n    isCreator\n    joinedAt\n    user {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumUrl\n      mediumMemberAt\n    }\n  }\n": types.MastheadMemberFragmentDoc,
    "\n  query PublicationFollowers($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      followerCount\n      followersConnection(paging: $paging) {\n        users {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumUrl\n          mediumMemberAt\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.PublicationFollowersDocument,
    "\n  query PublicationFeaturePage($slug: String!, $pageSlug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featurePage(slug: $pageSlug) {\n        id\n        slug\n        title\n        description\n        posts {\n          ...PostCard\n        }\n      }\n    }\n  }\n": types.PublicationFeaturePageDocument,
    "\n  query PublicationFeatured($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featuredPosts {\n        ...PostCard\n      }\n    }\n  }\n": types.PublicationFeaturedDocument,
    "\n  query PublicationTrending($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      trendingPostsConnection(paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.PublicationTrendingDocument,
    "\n  query PublicationAll($slug: String!, $page: Int!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      allPostsPage(page: $page) {\n        page\n        pageCount\n        total\n        posts {\n          ...PostCard\n        }\n      }\n    }\n  }\n": types.PublicationAllDocument,
    "\n  fragment AdminCollection on Collection {\n    id\n    slug\n    name\n    tagline\n    description\n    domain\n    mediumUrl\n    isAuroraEligible\n    isAuroraVisible\n    avatar {\n      id\n    }\n    logo {\n      id\n    }\n    viewerEdge {\n      id\n      isEditor\n      isWriter\n      role\n    }\n  }\n": types.AdminCollectionFragmentDoc,
    "\n  query AdminAbout($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n    }\n  }\n": types.AdminAboutDocument,
    "\n  query AdminMasthead($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      creator {\n        id\n      }\n      masthead {\n        editors {\n          ...AdminMember\n        }\n        writers {\n          ...AdminMember\n        }\n      }\n      pendingInvitations {\n        id\n        role\n        createdAt\n        invitee {\n          id\n          name\n          username\n          imageId\n        }\n      }\n    }\n  }\n": types.AdminMastheadDocument,
    "\n  fragment AdminMember on CollectionMember {\n    role\n    isCreator\n    joinedAt\n    user {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n": types.AdminMemberFragmentDoc,
    "\n  query AdminNavigation($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      navItems {\n        id\n        title\n        type\n        tagSlug\n        url\n        featurePage {\n          id\n        }\n      }\n      featurePages {\n        id\n        title\n      }\n    }\n  }\n": types.AdminNavigationDocument,
    "\n  query AdminFeaturePages($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      featurePages {\n        id\n        slug\n        title\n        description\n        mediumUrl\n        updatedAt\n        posts {\n          id\n          title\n        }\n      }\n      featuredPosts {\n        id\n        title\n      }\n      latestPostsConnection(paging: { limit: 50 }) {\n        posts {\n          id\n          title\n          firstPublishedAt\n          creator {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.AdminFeaturePagesDocument,
    "\n  query AdminFollowers($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      followerCount\n      followersConnection(paging: $paging) {\n        users {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumUrl\n          mediumMemberAt\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.AdminFollowersDocument,
    "\n  query AdminDomain($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      customDomainState {\n        ...DomainState\n      }\n    }\n  }\n": types.AdminDomainDocument,
    "\n  query AdminDesign($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      design {\n        id\n        font1\n        font2\n        font3\n        accentColor\n        backgroundColor\n        headerImage {\n          id\n        }\n      }\n    }\n  }\n": types.AdminDesignDocument,
    "\n  query AdminStories($slug: String!, $filter: CollectionStoriesFilter!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      storyCounts {\n        published\n        submissions\n        drafts\n      }\n      featuredPosts {\n        id\n      }\n      storiesConnection(filter: $filter, paging: $paging) {\n        posts {\n          id\n          title\n          subtitle\n          mediumUrl\n          isPublished\n          draftLabel\n          statusForCollection\n          updatedAt\n          firstPublishedAt\n          readingTime\n          creator {\n            id\n            name\n            username\n            imageId\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.AdminStoriesDocument,
    "\n  query AdminStats($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      postCount\n      followerCount\n      storyCounts {\n        published\n        submissions\n        drafts\n      }\n      masthead {\n        editors {\n          user {\n            id\n          }\n        }\n        writers {\n          user {\n            id\n          }\n        }\n      }\n      latestPostsConnection(paging: { limit: 10 }) {\n        posts {\n          id\n          title\n          mediumUrl\n          firstPublishedAt\n          readingTime\n        }\n      }\n    }\n  }\n": types.AdminStatsDocument,
    "\n  mutation UpdateCollection($collectionId: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on Collection {\n        ...AdminCollection\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.UpdateCollectionDocument,
    "\n  query CollectionSlugAvailability($slug: String!, $collectionId: ID) {\n    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {\n      slug\n      available\n      message\n    }\n  }\n": types.CollectionSlugAvailabilityDocument,
    "\n  mutation InviteToCollection($collectionId: ID!, $usernameOrEmail: String!, $role: CollectionRole!) {\n    inviteToCollection(collectionId: $collectionId, usernameOrEmail: $usernameOrEmail, role: $role) {\n      __typename\n      ... on CollectionInvitation {\n        id\n        role\n        invitee {\n          id\n          name\n        }\n      }\n      ...CollectionInvitationRefusal\n    }\n  }\n": types.InviteToCollectionDocument,
    "\n  mutation CancelCollectionInvite($invitationId: ID!) {\n    cancelCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": types.CancelCollectionInviteDocument,
    "\n  mutation ChangeCollectionRole($collectionId: ID!, $userId: ID!, $role: CollectionRole!) {\n    changeCollectionRole(collectionId: $collectionId, userId: $userId, role: $role) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": types.ChangeCollectionRoleDocument,
    "\n  mutation RemoveFromCollection($collectionId: ID!, $userId: ID!) {\n    removeFromCollection(collectionId: $collectionId, userId: $userId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": types.RemoveFromCollectionDocument,
    "\n  mutation SetCollectionNavItems($collectionId: ID!, $items: [CollectionNavItemInput!]!) {\n    setCollectionNavItems(collectionId: $collectionId, items: $items) {\n      __typename\n      ... on Collection {\n        id\n        navItems {\n          id\n          title\n          type\n          tagSlug\n          url\n          featurePage {\n            id\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.SetCollectionNavItemsDocument,
    "\n  mutation SetCollectionFeaturedPosts($collectionId: ID!, $postIds: [ID!]!) {\n    setCollectionFeaturedPosts(collectionId: $collectionId, postIds: $postIds) {\n      __typename\n      ... on Collection {\n        id\n        featuredPosts {\n          id\n          title\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.SetCollectionFeaturedPostsDocument,
    "\n  mutation CreateFeaturePage($collectionId: ID!, $input: FeaturePageInput!) {\n    createFeaturePage(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on FeaturePage {\n        id\n        slug\n      }\n      ...FeaturePageRefusal\n    }\n  }\n": types.CreateFeaturePageDocument,
    "\n  mutation UpdateFeaturePage($featurePageId: ID!, $input: FeaturePageInput!) {\n    updateFeaturePage(featurePageId: $featurePageId, input: $input) {\n      __typename\n      ... on FeaturePage {\n        id\n        slug\n        title\n        description\n      }\n      ...FeaturePageRefusal\n    }\n  }\n": types.UpdateFeaturePageDocument,
    "\n  mutation DeleteFeaturePage($featurePageId: ID!) {\n    deleteFeaturePage(featurePageId: $featurePageId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": types.DeleteFeaturePageDocument,
    "\n  mutation UpdateCollectionDesign($collectionId: ID!, $input: CollectionDesignInput!) {\n    updateCollectionDesign(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on Collection {\n        id\n        design {\n          id\n          font1\n          font2\n          font3\n          accentColor\n          backgroundColor\n          headerImage {\n            id\n          }\n        }\n        customStyleSheet {\n          id\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.UpdateCollectionDesignDocument,
    "\n  mutation ApproveCollectionSubmission($collectionId: ID!, $postId: ID!) {\n    approveCollectionSubmission(collectionId: $collectionId, postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        statusForCollection\n      }\n      ...CollectionPostRefusal\n    }\n  }\n": types.ApproveCollectionSubmissionDocument,
    "\n  mutation DeclineCollectionSubmission($collectionId: ID!, $postId: ID!, $note: String) {\n    declineCollectionSubmission(collectionId: $collectionId, postId: $postId, note: $note) {\n      __typename\n      ... on Post {\n        id\n        statusForCollection\n      }\n      ...CollectionPostRefusal\n    }\n  }\n": types.DeclineCollectionSubmissionDocument,
    "\n  mutation RemovePostFromCollection($collectionId: ID!, $postId: ID!) {\n    removePostFromCollection(collectionId: $collectionId, postId: $postId) {\n      __typename\n      ... on Post {\n        id\n      }\n      ...CollectionPostRefusal\n    }\n  }\n": types.RemovePostFromCollectionDocument,
    "\n  query AccountTokenQuery {\n    accountToken\n  }\n": types.AccountTokenQueryDocument,
    "\n  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {\n    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {\n      __typename\n      ...SignedIn\n      ...CreateAccountRefusal\n    }\n  }\n": types.CreateAccountFromFormDocument,
    "\n  query ForYouSignals {\n    forYouSignals {\n      reader {\n        id\n        socialStats {\n          followingCount\n          collectionFollowingCount\n        }\n      }\n      topics {\n        id\n        slug\n        name\n      }\n      reads {\n        ...ForYouSignalRow\n      }\n      claps {\n        ...ForYouSignalRow\n      }\n      shownLess {\n        ...ForYouSignalRow\n      }\n    }\n  }\n": types.ForYouSignalsDocument,
    "\n  fragment ForYouSignalRow on FeedSignal {\n    kind\n    removed\n    at\n    post {\n      id\n      title\n      mediumUrl\n      creator {\n        id\n        name\n      }\n    }\n  }\n": types.ForYouSignalRowFragmentDoc,
    "\n  fragment RelationPerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isBlocking\n    }\n  }\n": types.RelationPersonFragmentDoc,
    "\n  fragment RelationPublication on Collection {\n    id\n    name\n    slug\n    description\n    mediumUrl\n    avatar {\n      id\n    }\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isEditor\n    }\n  }\n": types.RelationPublicationFragmentDoc,
    "\n  query FollowedPeople($paging: PagingOptions) {\n    viewerFollowedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.FollowedPeopleDocument,
    "\n  query FollowedPublications($paging: PagingOptions) {\n    viewerFollowedCollections(paging: $paging) {\n      collections {\n        ...RelationPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.FollowedPublicationsDocument,
    "\n  query MutedPeople($paging: PagingOptions) {\n    viewerMutedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.MutedPeopleDocument,
    "\n  query MutedPublications($paging: PagingOptions) {\n    viewerMutedCollections(paging: $paging) {\n      collections {\n        ...RelationPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.MutedPublicationsDocument,
    "\n  query BlockedPeople($paging: PagingOptions) {\n    viewerBlockedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.BlockedPeopleDocument,
    "\n  query PostResponsesPage($id: ID!) {\n    postResult(id: $id) {\n      __typename\n      ... on Post {\n        id\n        title\n        mediumUrl\n        isResponse\n        creator {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PostResponsesPageDocument,
    "\n  query SearchPosts($query: String!, $collectionId: ID, $paging: PagingOptions) {\n    searchPosts(query: $query, collectionId: $collectionId, paging: $paging) {\n      items {\n        id\n        title {\n          ...HighlightedText\n        }\n        snippet {\n          ...HighlightedText\n        }\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.SearchPostsDocument,
    "\n  query SearchUsers($query: String!, $paging: PagingOptions) {\n    searchUsers(query: $query, paging: $paging) {\n      users {\n        ...SearchPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.SearchUsersDocument,
    "\n  query SearchCollections($query: String!, $paging: PagingOptions) {\n    searchCollections(query: $query, paging: $paging) {\n      collections {\n        ...SearchPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.SearchCollectionsDocument,
    "\n  query SearchTags($query: String!, $paging: PagingOptions) {\n    searchTags(query: $query, paging: $paging) {\n      tags {\n        ...SearchTag\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.SearchTagsDocument,
    "\n  query SearchCatalogs($query: String!, $paging: PagingOptions) {\n    searchCatalogs(query: $query, paging: $paging) {\n      catalogs {\n        ...CatalogSummary\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.SearchCatalogsDocument,
    "\n  query SearchPublication($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...SearchPublication\n    }\n  }\n": types.SearchPublicationDocument,
    "\n  query SequencePage($slug: String!) {\n    sequence(slug: $slug) {\n      id\n      slug\n      title\n      description\n      postCount\n      updatedAt\n      creator {\n        id\n        name\n        username\n        imageId\n        mediumUrl\n        mediumMemberAt\n      }\n      viewerEdge {\n        id\n        isCreator\n      }\n      posts {\n        id\n        title\n        subtitle\n        readingTime\n        isLocked\n        previewImage {\n          id\n        }\n        creator {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.SequencePageDocument,
    "\n  query SequenceBar($slug: String!, $postId: ID!) {\n    sequence(slug: $slug) {\n      id\n      slug\n      title\n      position(postId: $postId) {\n        id\n        number\n        count\n        previous {\n          id\n          title\n        }\n        next {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.SequenceBarDocument,
    "\n  query SequenceLibrary($paging: PagingOptions) {\n    sequencesConnection(paging: $paging) {\n      sequences {\n        id\n        slug\n        title\n        description\n        postCount\n        creator {\n          id\n          name\n          imageId\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.SequenceLibraryDocument,
    "\n  mutation CreateSequence($title: String!, $description: String) {\n    createSequence(title: $title, description: $description) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": types.CreateSequenceDocument,
    "\n  mutation AddPostToSequence($sequenceId: ID!, $postId: ID!) {\n    addPostToSequence(sequenceId: $sequenceId, postId: $postId) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": types.AddPostToSequenceDocument,
    "\n  mutation RemovePostFromSequence($sequenceId: ID!, $postId: ID!) {\n    removePostFromSequence(sequenceId: $sequenceId, postId: $postId) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": types.RemovePostFromSequenceDocument,
    "\n  mutation ReorderSequence($sequenceId: ID!, $postIds: [ID!]!) {\n    reorderSequence(sequenceId: $sequenceId, postIds: $postIds) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n": types.ReorderSequenceDocument,
    "\n  query SeriesEdit($postId: ID!) {\n    series(postId: $postId) {\n      id\n      title\n      subtitle\n      mediumUrl\n      isPublished\n      seriesPartCount\n      seriesViewerEdge {\n        id\n        isFollowing\n        isWriter\n      }\n      tags {\n        id\n        displayTitle\n      }\n      seriesParts {\n        id\n        number\n        isPublished\n        updatedAt\n        bodyModel {\n          paragraphs {\n            id\n            text\n          }\n        }\n      }\n    }\n  }\n": types.SeriesEditDocument,
    "\n  mutation CreateSeries($title: String!, $description: String) {\n    createSeries(title: $title, description: $description) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.CreateSeriesDocument,
    "\n  mutation UpdateSeries($postId: ID!, $title: String!, $description: String) {\n    updateSeries(postId: $postId, title: $title, description: $description) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.UpdateSeriesDocument,
    "\n  mutation AddSeriesPart($postId: ID!, $text: String!, $publish: Boolean) {\n    addSeriesPart(postId: $postId, text: $text, publish: $publish) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.AddSeriesPartDocument,
    "\n  mutation UpdateSeriesPart($partId: ID!, $text: String!) {\n    updateSeriesPart(partId: $partId, text: $text) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.UpdateSeriesPartDocument,
    "\n  mutation PublishSeriesPart($partId: ID!) {\n    publishSeriesPart(partId: $partId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.PublishSeriesPartDocument,
    "\n  mutation DeleteSeriesPart($partId: ID!) {\n    deleteSeriesPart(partId: $partId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.DeleteSeriesPartDocument,
    "\n  mutation PublishSeries($postId: ID!, $tags: [String!]!) {\n    publishSeries(postId: $postId, tags: $tags) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.PublishSeriesDocument,
    "\n  mutation UnpublishSeries($postId: ID!) {\n    unpublishSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.UnpublishSeriesDocument,
    "\n  fragment SeriesCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    updatedAt\n    seriesPartCount\n    seriesUpdatedAt\n    previewImage {\n      id\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n": types.SeriesCardFragmentDoc,
    "\n  query SeriesPage($postId: ID!) {\n    series(postId: $postId) {\n      ...SeriesCard\n      visibility\n      seriesFollowerCount\n      seriesViewerEdge {\n        id\n        isFollowing\n        isWriter\n      }\n      creator {\n        id\n        bio\n        mediumUrl\n      }\n      tags {\n        id\n        displayTitle\n        normalizedTagSlug\n      }\n      seriesParts {\n        id\n        number\n        isPublished\n        excerpt\n      }\n    }\n  }\n": types.SeriesPageDocument,
    "\n  query SeriesPart($postId: ID!, $number: Int!) {\n    seriesPart(postId: $postId, number: $number) {\n      id\n      number\n      isPublished\n      readingTime\n      bodyModel {\n        paragraphs {\n          id\n          name\n          type\n          text\n          markups {\n            type\n            start\n            end\n            href\n            anchorType\n            userId\n          }\n        }\n        sections {\n          name\n          startIndex\n        }\n      }\n    }\n  }\n": types.SeriesPartDocument,
    "\n  mutation FollowSeries($postId: ID!) {\n    followSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        seriesFollowerCount\n        seriesViewerEdge {\n          id\n          isFollowing\n          isWriter\n        }\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.FollowSeriesDocument,
    "\n  mutation UnfollowSeries($postId: ID!) {\n    unfollowSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        seriesFollowerCount\n        seriesViewerEdge {\n          id\n          isFollowing\n          isWriter\n        }\n      }\n      ...SeriesRefusal\n    }\n  }\n": types.UnfollowSeriesDocument,
    "\n  query ViewerSeries($paging: PagingOptions) {\n    viewerSeries(paging: $paging) {\n      posts {\n        ...SeriesCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.ViewerSeriesDocument,
    "\n  query UserSeries($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      seriesConnection(paging: $paging) {\n        posts {\n          ...SeriesCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.UserSeriesDocument,
    "\n  query AccountViewer {\n    viewer {\n      id\n      name\n      username\n      email\n      unverifiedEmail\n    }\n  }\n": types.AccountViewerDocument,
    "\n  query ViewerSocialConnections {\n    viewer {\n      id\n      socialConnections {\n        provider\n        email\n        createdAt\n      }\n    }\n  }\n": types.ViewerSocialConnectionsDocument,
    "\n  mutation DisconnectSocialAccount($provider: String!) {\n    disconnectSocialAccount(provider: $provider) {\n      provider\n      email\n      createdAt\n    }\n  }\n": types.DisconnectSocialAccountDocument,
    "\n  query NotificationEmailSettings {\n    viewer {\n      id\n      notificationEmailSettings {\n        id\n        category\n        label\n        description\n        mode\n      }\n    }\n  }\n": types.NotificationEmailSettingsDocument,
    "\n  mutation UpdateNotificationEmailSetting($category: String!, $mode: NotificationEmailMode!) {\n    updateNotificationEmailSetting(category: $category, mode: $mode) {\n      __typename\n      ... on NotificationEmailSetting {\n        id\n        category\n        label\n        description\n        mode\n      }\n      ...UpdateNotificationEmailSettingRefusal\n    }\n  }\n": types.UpdateNotificationEmailSettingDocument,
    "\n  query MembershipSettings {\n    viewer {\n      id\n      mediumMemberAt\n      hasPastMemberships\n    }\n    paymentsConfig {\n      enabled\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n    viewerPaymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n": types.MembershipSettingsDocument,
    "\n  fragment MembershipResultFields on MembershipResult {\n    __typename\n    ... on Membership {\n      ...ViewerMembershipFields\n    }\n    ... on CheckoutNotAvailable {\n      message\n    }\n    ... on PaymentMethodDeclined {\n      message\n    }\n    ... on PaymentError {\n      message\n    }\n    ...MembershipRefusal\n  }\n": types.MembershipResultFieldsFragmentDoc,
    "\n  mutation CancelMembership {\n    cancelMembership {\n      ...MembershipResultFields\n    }\n  }\n": types.CancelMembershipDocument,
    "\n  mutation ResumeMembership {\n    resumeMembership {\n      ...MembershipResultFields\n    }\n  }\n": types.ResumeMembershipDocument,
    "\n  query ProfileSettings {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n": types.ProfileSettingsDocument,
    "\n  query ProfileSettingsBio($id: ID!) {\n    userResult(id: $id) {\n      __typename\n      ... on User {\n        id\n        bio\n      }\n    }\n  }\n": types.ProfileSettingsBioDocument,
    "\n  mutation UpdateUserProfile($name: String, $bio: String, $username: String) {\n    updateUserProfile(name: $name, bio: $bio, username: $username) {\n      __typename\n      ... on User {\n        id\n        name\n        bio\n        username\n        mediumUrl\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n": types.UpdateUserProfileDocument,
    "\n  query PublishingViewer {\n    viewer {\n      id\n      allowNotes\n    }\n  }\n": types.PublishingViewerDocument,
    "\n  mutation UpdateAllowNotes($allowNotes: Boolean!) {\n    updateAllowNotes(allowNotes: $allowNotes) {\n      id\n      allowNotes\n    }\n  }\n": types.UpdateAllowNotesDocument,
    "\n  query ViewerSessions {\n    viewer {\n      id\n      sessions {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        lastSeenAt\n        isCurrent\n      }\n    }\n  }\n": types.ViewerSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  query SettingsViewer {\n    viewer {\n      id\n      name\n    }\n  }\n": types.SettingsViewerDocument,
    "\n  fragment StatsStory on Post {\n    id\n    title\n    mediumUrl\n    visibility\n    firstPublishedAt\n    readingTime\n    wordCount\n    collection {\n      id\n      name\n    }\n  }\n": types.StatsStoryFragmentDoc,
    "\n  query StatsStories($paging: PagingOptions, $days: Int) {\n    viewerPublishedStoryCount\n    viewerStatsStories(paging: $paging) {\n      posts {\n        ...StatsStory\n        viewerStats(days: $days) {\n          views\n          reads\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.StatsStoriesDocument,
    "\n  query AudienceStats($days: Int) {\n    viewerAudienceStats(days: $days) {\n      followerCount\n      newFollowersInPeriod\n      newFollowersPerDay {\n        day\n        count\n      }\n    }\n  }\n": types.AudienceStatsDocument,
    "\n  query ViewStats($days: Int) {\n    viewerViewStats(days: $days) {\n      viewsInPeriod\n      readsInPeriod\n      viewsPerDay {\n        day\n        count\n      }\n      readsPerDay {\n        day\n        count\n      }\n    }\n  }\n": types.ViewStatsDocument,
    "\n  query PostStats($postId: ID!) {\n    viewerPostStats(postId: $postId) {\n      __typename\n      ... on PostStats {\n        id\n        followersGainedSincePublished\n        views\n        reads\n        post {\n          ...StatsStory\n          isPublished\n        }\n      }\n      ...PostStatsRefusal\n    }\n  }\n": types.PostStatsDocument,
    "\n  fragment TopicHeader on Topic {\n    id\n    slug\n    name\n    description\n    visibility\n    category\n    followerCount\n    postCount\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n": types.TopicHeaderFragmentDoc,
    "\n  fragment StoryPage on PostConnection {\n    posts {\n      ...PostCard\n    }\n    pagingInfo {\n      next {\n        limit\n        to\n      }\n    }\n  }\n": types.StoryPageFragmentDoc,
    "\n  query TagLatest($tagSlug: String!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      latestPosts(paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n": types.TagLatestDocument,
    "\n  query TagTop($tagSlug: String!, $period: TopPeriod!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      topPosts(period: $period, paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n": types.TagTopDocument,
    "\n  query TagTopWriters($tagSlug: String!) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      topWriters(limit: 20) {\n        postCount\n        user {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumMemberAt\n          viewerEdge {\n            id\n            isFollowing\n          }\n        }\n      }\n    }\n  }\n": types.TagTopWritersDocument,
    "\n  query TagArchive($tagSlug: String!, $year: Int, $month: Int, $day: Int, $hasYear: Boolean!, $postsYear: Int!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      years: archivePeriods {\n        year\n        postCount\n      }\n      months: archivePeriods(year: $year) @include(if: $hasYear) {\n        year\n        month\n        postCount\n      }\n      days: archivePeriods(year: $year, month: $month) @include(if: $hasYear) {\n        year\n        month\n        day\n        postCount\n      }\n      archivePosts(year: $postsYear, month: $month, day: $day, paging: $paging) @include(if: $hasYear) {\n        ...StoryPage\n      }\n    }\n  }\n": types.TagArchiveDocument,
    "\n  fragment TagHeader on Tag {\n    id\n    displayTitle\n    normalizedTagSlug\n    postCount\n    topic {\n      ...TopicHeader\n    }\n    relatedTags(limit: 8) {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n  }\n": types.TagHeaderFragmentDoc,
    "\n  query TopicPage($slug: String!, $sort: TopicSort!, $paging: PagingOptions) {\n    topic(slug: $slug) {\n      ...TopicHeader\n      tags(limit: 12) {\n        id\n        displayTitle\n        normalizedTagSlug\n        postCount\n      }\n      posts(sort: $sort, paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n": types.TopicPageDocument,
    "\n  query TopicsPage {\n    topics {\n      ...TopicHeader\n      tags(limit: 5) {\n        id\n        displayTitle\n        normalizedTagSlug\n      }\n    }\n  }\n": types.TopicsPageDocument,
    "\n  query FollowedTopics($paging: PagingOptions) {\n    followedTopics(paging: $paging) {\n      topics {\n        ...TopicHeader\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.FollowedTopicsDocument,
    "\n  mutation FollowTopic($topicId: ID!) {\n    followTopic(topicId: $topicId) {\n      __typename\n      ... on Topic {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowTopicRefusal\n    }\n  }\n": types.FollowTopicDocument,
    "\n  mutation UnfollowTopic($topicId: ID!) {\n    unfollowTopic(topicId: $topicId) {\n      __typename\n      ... on Topic {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowTopicRefusal\n    }\n  }\n": types.UnfollowTopicDocument,
    "\n  fragment RankedStory on Post {\n    id\n    title\n    mediumUrl\n    isLocked\n    readingTime\n    firstPublishedAt\n    clapCount\n    responsesCount\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n    }\n  }\n": types.RankedStoryFragmentDoc,
    "\n  query TrendingPosts($mode: String, $topicSlug: String, $paging: PagingOptions) {\n    trendingPosts(mode: $mode, topicSlug: $topicSlug, paging: $paging) {\n      posts {\n        ...RankedStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.TrendingPostsDocument,
    "\n  query TopStories($period: String, $paging: PagingOptions) {\n    topStories(period: $period, paging: $paging) {\n      posts {\n        ...RankedStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.TopStoriesDocument,
    "\n  query TrendingTopics {\n    recommendedTopics(limit: 8) {\n      id\n      slug\n      name\n    }\n  }\n": types.TrendingTopicsDocument,
    "\n  query TrendingTopic($slug: String!) {\n    topic(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": types.TrendingTopicDocument,
    "\n  query BrowseCatalog($slug: String!, $paging: PagingOptions) {\n    browseCatalog(slug: $slug) {\n      ...CatalogSummary\n      itemsConnection(paging: $paging) {\n        items {\n          catalogItemId\n          note\n          post {\n            ...PostCard\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n": types.BrowseCatalogDocument,
    "\n  query ViewerCustomDomain {\n    viewer {\n      id\n      username\n    }\n  }\n": types.ViewerCustomDomainDocument,
    "\n  query ViewerCustomDomainState($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      customDomainState {\n        ...DomainState\n      }\n    }\n  }\n": types.ViewerCustomDomainStateDocument,
    "\n  query YourPublications {\n    viewerPublications {\n      id\n      slug\n      name\n      tagline\n      mediumUrl\n      avatar {\n        id\n      }\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n        role\n      }\n    }\n    viewerCollectionInvitations {\n      id\n      role\n      createdAt\n      inviter {\n        id\n        name\n      }\n      collection {\n        id\n        slug\n        name\n        tagline\n        mediumUrl\n        avatar {\n          id\n        }\n      }\n    }\n    viewerDeclinedSubmissions {\n      id\n      title\n      submissionNote {\n        note\n        decidedAt\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.YourPublicationsDocument,
    "\n  mutation AcceptCollectionInvite($invitationId: ID!) {\n    acceptCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ... on Collection {\n        id\n        name\n        slug\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.AcceptCollectionInviteDocument,
    "\n  mutation DeclineCollectionInvite($invitationId: ID!) {\n    declineCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n": types.DeclineCollectionInviteDocument,
    "\n  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {\n    viewerStoryCounts {\n      drafts\n      public\n      unlisted\n      responses\n    }\n    viewerStories(filter: $filter, paging: $paging) {\n      posts {\n        ...YourStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.YourStoriesDocument,
    "\n  fragment YourStory on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    visibility\n    readingTime\n    updatedAt\n    latestPublishedAt\n    draftLabel\n    collection {\n      id\n      name\n    }\n  }\n": types.YourStoryFragmentDoc,
    "\n  mutation UnpublishStory($postId: ID!) {\n    unpublishPost(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        isPublished\n      }\n      ...PostMutationRefusal\n    }\n  }\n": types.UnpublishStoryDocument,
    "\n  fragment PostSettingsFields on Post {\n    id\n    visibility\n    license\n    canonicalUrl\n    crawlersReadWhole\n    tags {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n  }\n": types.PostSettingsFieldsFragmentDoc,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId) {\n      __typename\n      ... on PostDeleted {\n        id\n      }\n      ...DeletePostRefusal\n    }\n  }\n": types.DeletePostDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostClapCount($id: ID!) {\n    post(id: $id) {\n      id\n      clapCount\n    }\n  }\n"): typeof import('./graphql').PostClapCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogClapCount($id: ID!) {\n    catalogById(catalogId: $id) {\n      id\n      clapCount\n    }\n  }\n"): typeof import('./graphql').CatalogClapCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerPostClaps($id: ID!) {\n    viewer {\n      id\n    }\n    post(id: $id) {\n      id\n      viewerClapCount\n    }\n  }\n"): typeof import('./graphql').ViewerPostClapsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCatalogClaps($id: ID!) {\n    viewer {\n      id\n    }\n    catalogById(catalogId: $id) {\n      id\n      viewerClapCount\n    }\n  }\n"): typeof import('./graphql').ViewerCatalogClapsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClapPost($targetPostId: ID!, $numClaps: Int!) {\n    clap(targetPostId: $targetPostId, numClaps: $numClaps) {\n      id\n      clapCount\n      viewerClapCount\n    }\n  }\n"): typeof import('./graphql').ClapPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClapCatalog($catalogId: ID!, $numClaps: Int!) {\n    clapCatalog(catalogId: $catalogId, numClaps: $numClaps) {\n      id\n      clapCount\n      viewerClapCount\n    }\n  }\n"): typeof import('./graphql').ClapCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostClappers($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      clapCount\n      clapperCount\n      clappers(paging: $paging) {\n        clappers {\n          id\n          clapCount\n          user {\n            ...FollowsDialogUser\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostClappersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogClappers($id: ID!, $paging: PagingOptions) {\n    catalogById(catalogId: $id) {\n      id\n      clapCount\n      clapperCount\n      clappers(paging: $paging) {\n        clappers {\n          id\n          clapCount\n          user {\n            ...FollowsDialogUser\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogClappersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DomainState on CustomDomainState {\n    verificationMethod\n    live {\n      domain\n      status\n      verifiedAt\n    }\n    pending {\n      domain\n      status\n      verificationRecordName\n      verificationRecordValue\n      createdAt\n    }\n  }\n"): typeof import('./graphql').DomainStateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionDomain($collectionId: ID!, $domain: String) {\n    setCollectionDomain(collectionId: $collectionId, domain: $domain) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n"): typeof import('./graphql').SetCollectionDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCollectionDomain($collectionId: ID!) {\n    verifyCollectionDomain(collectionId: $collectionId) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n"): typeof import('./graphql').VerifyCollectionDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetViewerCustomDomain($domain: String) {\n    setViewerCustomDomain(domain: $domain) {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n"): typeof import('./graphql').SetViewerCustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyViewerCustomDomain {\n    verifyViewerCustomDomain {\n      __typename\n      ... on CustomDomainState {\n        ...DomainState\n      }\n      ...CustomDomainRefusal\n    }\n  }\n"): typeof import('./graphql').VerifyViewerCustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomStyle on CustomStyleSheet {\n    id\n    fonts {\n      font1\n      font2\n      font3\n    }\n    colorPalette {\n      accentColor\n      backgroundColor\n    }\n  }\n"): typeof import('./graphql').CustomStyleFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($targetUserId: ID!) {\n    followUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowUserRefusal\n    }\n  }\n"): typeof import('./graphql').FollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($targetUserId: ID!) {\n    unfollowUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowUserRefusal\n    }\n  }\n"): typeof import('./graphql').UnfollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowCollection($targetCollectionId: ID!) {\n    followCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowCollectionRefusal\n    }\n  }\n"): typeof import('./graphql').FollowCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowCollection($targetCollectionId: ID!) {\n    unfollowCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowCollectionRefusal\n    }\n  }\n"): typeof import('./graphql').UnfollowCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowsDialogUser on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n"): typeof import('./graphql').FollowsDialogUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightQuote on Quote {\n    id\n    userId\n    user {\n      id\n      name\n    }\n    users {\n      id\n      name\n    }\n    startOffset\n    endOffset\n    text\n    count\n    paragraphs {\n      id\n      name\n      text\n      type\n    }\n  }\n"): typeof import('./graphql').HighlightQuoteFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostHighlights($id: ID!) {\n    viewer {\n      id\n      name\n    }\n    post(id: $id) {\n      id\n      isPublished\n      visibility\n      latestPublishedVersion\n      creator {\n        id\n        allowNotes\n      }\n      highlights {\n        ...HighlightQuote\n      }\n    }\n  }\n"): typeof import('./graphql').PostHighlightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuote(\n    $targetPostId: ID!\n    $targetPostVersionId: ID!\n    $targetParagraphNames: [String!]!\n    $startOffset: Int!\n    $endOffset: Int!\n    $quoteType: QuoteType\n  ) {\n    createQuote(\n      targetPostId: $targetPostId\n      targetPostVersionId: $targetPostVersionId\n      targetParagraphNames: $targetParagraphNames\n      startOffset: $startOffset\n      endOffset: $endOffset\n      quoteType: $quoteType\n    ) {\n      __typename\n      ... on Quote {\n        ...HighlightQuote\n      }\n      ... on QuoteRemoved {\n        id\n        postId\n      }\n      ...CreateQuoteRefusal\n    }\n  }\n"): typeof import('./graphql').CreateQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuote($targetPostId: ID!, $targetQuoteId: ID!) {\n    deleteQuote(targetPostId: $targetPostId, targetQuoteId: $targetQuoteId) {\n      __typename\n      ... on QuoteRemoved {\n        id\n        postId\n      }\n      ...DeleteQuoteRefusal\n    }\n  }\n"): typeof import('./graphql').DeleteQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserHighlights($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      highlightsConnection(paging: $paging) {\n        quotes {\n          id\n          contextBefore\n          contextAfter\n          contextCutBefore\n          contextCutAfter\n          quote {\n            id\n            text\n            startOffset\n            endOffset\n            paragraphs {\n              id\n              name\n            }\n          }\n          post {\n            id\n            title\n            mediumUrl\n            creator {\n              id\n              name\n            }\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserHighlightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogSummary on Catalog {\n    id\n    name\n    description\n    visibility\n    predefined\n    slugId\n    postItemsCount\n    updatedAt\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n"): typeof import('./graphql').CatalogSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCatalogs($paging: PagingOptions) {\n    viewerCatalogs(paging: $paging) {\n      catalogs {\n        ...CatalogSummary\n        itemsConnection(paging: { limit: 3 }) {\n          items {\n            catalogItemId\n            post {\n              id\n              previewImage {\n                id\n              }\n            }\n          }\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerCatalogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCatalog($name: String!, $description: String, $visibility: CatalogVisibility, $postId: ID) {\n    createCatalog(name: $name, description: $description, visibility: $visibility, postId: $postId) {\n      __typename\n      ... on Catalog {\n        ...CatalogSummary\n      }\n      ...CatalogRefusal\n    }\n  }\n"): typeof import('./graphql').CreateCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCatalog($catalogId: ID!, $name: String, $description: String, $visibility: CatalogVisibility) {\n    updateCatalog(catalogId: $catalogId, name: $name, description: $description, visibility: $visibility) {\n      __typename\n      ... on Catalog {\n        ...CatalogSummary\n      }\n      ...CatalogRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCatalog($catalogId: ID!) {\n    deleteCatalog(catalogId: $catalogId) {\n      __typename\n      ... on CatalogDeleted {\n        catalogId\n      }\n      ...DeleteCatalogRefusal\n    }\n  }\n"): typeof import('./graphql').DeleteCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCatalog($catalogId: ID!, $postId: ID!) {\n    addToCatalog(catalogId: $catalogId, postId: $postId) {\n      __typename\n      ... on Catalog {\n        id\n        postItemsCount\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n"): typeof import('./graphql').AddToCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCatalog($catalogId: ID!, $postId: ID!) {\n    removeFromCatalog(catalogId: $catalogId, postId: $postId) {\n      __typename\n      ... on Catalog {\n        id\n        postItemsCount\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n"): typeof import('./graphql').RemoveFromCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCatalogItem($catalogId: ID!, $catalogItemId: ID!, $afterCatalogItemId: ID) {\n    moveCatalogItem(catalogId: $catalogId, catalogItemId: $catalogItemId, afterCatalogItemId: $afterCatalogItemId) {\n      __typename\n      ... on Catalog {\n        id\n        updatedAt\n      }\n      ...CatalogRefusal\n    }\n  }\n"): typeof import('./graphql').MoveCatalogItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostSavedState($id: ID!) {\n    post(id: $id) {\n      id\n      catalogEdge {\n        id\n        readingList\n        catalogIds\n      }\n    }\n  }\n"): typeof import('./graphql').PostSavedStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarkPost($targetPostId: ID!) {\n    bookmarkPost(targetPostId: $targetPostId) {\n      __typename\n      ... on Post {\n        id\n        catalogEdge {\n          id\n          readingList\n          catalogIds\n        }\n      }\n      ...ReadingListRefusal\n    }\n  }\n"): typeof import('./graphql').BookmarkPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchivePost($targetPostId: ID!) {\n    archivePost(targetPostId: $targetPostId) {\n      __typename\n      ... on Post {\n        id\n        catalogEdge {\n          id\n          readingList\n          catalogIds\n        }\n      }\n      ...ReadingListRefusal\n    }\n  }\n"): typeof import('./graphql').ArchivePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetabarViewer {\n    viewer {\n      id\n      username\n      name\n      imageId\n      mediumMemberAt\n      hasPastMemberships\n      isAuroraVisible\n      isPartnerProgramEnrolled\n      isStaff\n    }\n    notificationStatus {\n      unreadNotificationCount\n    }\n    viewerPublications {\n      id\n      slug\n      name\n      avatar {\n        id\n      }\n      isAuroraVisible\n      isAuroraEligible\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n"): typeof import('./graphql').MetabarViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeteringInfo {\n    viewer {\n      id\n      meteringInfo {\n        postIds\n        freeStoriesPerMonth\n        remaining\n        resetsAt\n      }\n    }\n  }\n"): typeof import('./graphql').MeteringInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToWriterNewsletter($userId: ID!) {\n    subscribeToWriterNewsletter(userId: $userId) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n"): typeof import('./graphql').SubscribeToWriterNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletterV3($newsletterV3Id: ID!) {\n    subscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n"): typeof import('./graphql').SubscribeNewsletterV3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {\n    unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        id\n        viewerEdge {\n          id\n          isSubscribed\n        }\n      }\n      ...NewsletterV3Refusal\n    }\n  }\n"): typeof import('./graphql').UnsubscribeNewsletterV3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationRow on Notification {\n    id\n    notificationName\n    notificationType\n    actorCount\n    occurredAt\n    isUnread\n    milestoneArg\n    actor {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    post {\n      id\n      title\n      mediumUrl\n      isResponse\n      creator {\n        id\n      }\n    }\n    responsePost {\n      id\n      mediumUrl\n      responseParagraphs {\n        type\n        text\n      }\n    }\n    collection {\n      id\n      slug\n      name\n      domain\n      mediumUrl\n    }\n    catalog {\n      id\n      name\n      slugId\n      creator {\n        id\n        username\n      }\n    }\n    quote {\n      id\n      text\n    }\n    note {\n      id\n      content\n    }\n    noteReply {\n      id\n      content\n    }\n  }\n"): typeof import('./graphql').NotificationRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationFollowers($id: ID!) {\n    notification(id: $id) {\n      id\n      rollupItems {\n        actor {\n          ...FollowsDialogUser\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationFollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsFeed($paging: PagingOptions, $activityTypes: [String!]) {\n    notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $activityTypes) {\n      notifications {\n        ...NotificationRow\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateActivityLastViewed {\n    updateActivityLastViewed {\n      __typename\n      ... on ActivityLastViewed {\n        lastViewedAt\n        notificationStatus {\n          unreadNotificationCount\n        }\n      }\n      ...UpdateActivityLastViewedRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateActivityLastViewedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerNotices {\n    viewer {\n      id\n      isPartnerProgramEnrolled\n      hightowerTermsAcceptedAt\n      dismissableFlags\n      userTaxDocuments {\n        taxDocumentStatus\n        earningsLimitedAt\n        earningsForfeitedAt\n        invalidReason\n      }\n    }\n  }\n"): typeof import('./graphql').PartnerNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissFlag($userId: ID!, $flag: String!) {\n    setDismissableFlag(userId: $userId, flag: $flag) {\n      id\n      dismissableFlags\n    }\n  }\n"): typeof import('./graphql').DismissFlagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    uniqueSlug\n    isLocked\n    readingTime\n    firstPublishedAt\n    clapCount\n    responsesCount\n    updatedAt\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n      slug\n      domain\n    }\n  }\n"): typeof import('./graphql').PostCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostNoteSummary($id: ID!) {\n    post(id: $id) {\n      id\n      privateNoteCount\n      latestPublishedVersion\n      creator {\n        id\n        allowNotes\n      }\n    }\n    viewer {\n      id\n    }\n  }\n"): typeof import('./graphql').PostNoteSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteReplyFields on NoteReply {\n    id\n    noteId\n    postId\n    content\n    createdAt\n    isReportedByViewer\n    author {\n      id\n      name\n      username\n      imageId\n    }\n  }\n"): typeof import('./graphql').NoteReplyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteFields on Note {\n    id\n    anchor\n    postId\n    postVersion\n    content\n    createdAt\n    selectionStartOffset\n    selectionEndOffset\n    isDismissed\n    isReportedByViewer\n    url\n    author {\n      id\n      name\n      username\n      imageId\n    }\n    replies {\n      ...NoteReplyFields\n    }\n  }\n"): typeof import('./graphql').NoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostNotes($id: ID!) {\n    post(id: $id) {\n      id\n      privateNoteCount\n      privateNotes {\n        ...NoteFields\n      }\n    }\n  }\n"): typeof import('./graphql').PostNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote(\n    $targetPostId: ID!\n    $targetPostVersion: Int!\n    $targetParagraphName: String!\n    $noteContent: String!\n    $selectionStartOffset: Int!\n    $selectionEndOffset: Int!\n  ) {\n    createNote(\n      targetPostId: $targetPostId\n      targetPostVersion: $targetPostVersion\n      targetParagraphName: $targetParagraphName\n      noteContent: $noteContent\n      selectionStartOffset: $selectionStartOffset\n      selectionEndOffset: $selectionEndOffset\n    ) {\n      __typename\n      ... on Note {\n        ...NoteFields\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...CreateNoteRefusal\n    }\n  }\n"): typeof import('./graphql').CreateNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNoteReply($targetPostId: ID!, $targetNoteId: ID!, $replyContent: String!) {\n    createNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, replyContent: $replyContent) {\n      __typename\n      ... on NoteReply {\n        ...NoteReplyFields\n        note {\n          id\n          replies {\n            ...NoteReplyFields\n          }\n        }\n      }\n      ...NoteReplyRefusal\n    }\n  }\n"): typeof import('./graphql').CreateNoteReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($targetPostId: ID!, $targetNoteId: ID!) {\n    deleteNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {\n      __typename\n      ... on NoteRemoval {\n        noteId\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...NoteRemovalRefusal\n    }\n  }\n"): typeof import('./graphql').DeleteNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissNote($targetPostId: ID!, $targetNoteId: ID!) {\n    dismissNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {\n      __typename\n      ... on NoteRemoval {\n        noteId\n        post {\n          id\n          privateNoteCount\n          privateNotes {\n            ...NoteFields\n          }\n        }\n      }\n      ...NoteRemovalRefusal\n    }\n  }\n"): typeof import('./graphql').DismissNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNoteReply($targetPostId: ID!, $targetNoteId: ID!, $targetReplyId: ID!) {\n    deleteNoteReply(targetPostId: $targetPostId, targetNoteId: $targetNoteId, targetReplyId: $targetReplyId) {\n      __typename\n      ... on NoteReplyRemoval {\n        replyId\n        note {\n          id\n          replies {\n            ...NoteReplyFields\n          }\n        }\n      }\n      ...NoteReplyRemovalRefusal\n    }\n  }\n"): typeof import('./graphql').DeleteNoteReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportNote($targetNoteId: ID!) {\n    reportNote(targetNoteId: $targetNoteId) {\n      __typename\n      ... on Note {\n        id\n        isReportedByViewer\n      }\n      ...CreateNoteRefusal\n    }\n  }\n"): typeof import('./graphql').ReportNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportNoteReply($targetNoteReplyId: ID!) {\n    reportNoteReply(targetNoteReplyId: $targetNoteReplyId) {\n      __typename\n      ... on NoteReply {\n        id\n        isReportedByViewer\n      }\n      ...NoteReplyRefusal\n    }\n  }\n"): typeof import('./graphql').ReportNoteReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatar($imageId: ID!, $imageCrop: ImageCropInput!) {\n    updateUserProfile(imageId: $imageId, imageCrop: $imageCrop) {\n      __typename\n      ... on User {\n        id\n        imageId\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateAvatarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      username\n      available\n      message\n    }\n  }\n"): typeof import('./graphql').UsernameAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationSlugAvailability($slug: String!, $collectionId: ID) {\n    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {\n      slug\n      available\n      message\n    }\n  }\n"): typeof import('./graphql').PublicationSlugAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublisherMenuUser on User {\n    id\n    name\n    username\n    mediumUrl\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isBlocking\n      hasReported\n    }\n  }\n"): typeof import('./graphql').PublisherMenuUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublisherMenuCollection on Collection {\n    id\n    name\n    slug\n    mediumUrl\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isEditor\n    }\n  }\n"): typeof import('./graphql').PublisherMenuCollectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteUser($targetUserId: ID!) {\n    muteUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n"): typeof import('./graphql').MuteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteUser($targetUserId: ID!) {\n    unmuteUser(targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n"): typeof import('./graphql').UnmuteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteCollection($targetCollectionId: ID!) {\n    muteCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...CollectionRelationRefusal\n    }\n  }\n"): typeof import('./graphql').MuteCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteCollection($targetCollectionId: ID!) {\n    unmuteCollection(targetCollectionId: $targetCollectionId) {\n      __typename\n      ... on Collection {\n        id\n        viewerEdge {\n          id\n          isMuting\n        }\n      }\n      ...CollectionRelationRefusal\n    }\n  }\n"): typeof import('./graphql').UnmuteCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($userId: ID!, $targetUserId: ID!) {\n    blockUser(userId: $userId, targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isBlocking\n          isFollowing\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n"): typeof import('./graphql').BlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($userId: ID!, $targetUserId: ID!) {\n    unblockUser(userId: $userId, targetUserId: $targetUserId) {\n      __typename\n      ... on User {\n        id\n        viewerEdge {\n          id\n          isBlocking\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n"): typeof import('./graphql').UnblockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportAndMaybeBlockUser($userId: ID!, $targetUserId: ID!, $alsoBlockUser: Boolean!, $reason: String) {\n    reportAndMaybeBlockUser(userId: $userId, targetUserId: $targetUserId, alsoBlockUser: $alsoBlockUser, reason: $reason) {\n      __typename\n      ... on User {\n        id\n        socialStats {\n          followerCount\n        }\n        viewerEdge {\n          id\n          isBlocking\n          isFollowing\n          hasReported\n        }\n      }\n      ...RelationRefusal\n    }\n  }\n"): typeof import('./graphql').ReportAndMaybeBlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelationRefusal on FollowUserResult {\n    ...FollowUserRefusal\n  }\n"): typeof import('./graphql').RelationRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionRelationRefusal on FollowCollectionResult {\n    ...FollowCollectionRefusal\n  }\n"): typeof import('./graphql').CollectionRelationRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingHistory($paging: PagingOptions) {\n    readingHistory(paging: $paging) {\n      items {\n        id\n        firstViewedAt\n        lastViewedAt\n        readAt\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromReadingHistory($postId: ID!) {\n    removeFromReadingHistory(postId: $postId) {\n      __typename\n      ... on ReadingHistoryRemoval {\n        postId\n        removed\n      }\n      ...RemoveFromReadingHistoryRefusal\n    }\n  }\n"): typeof import('./graphql').RemoveFromReadingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearReadingHistory {\n    clearReadingHistory {\n      __typename\n      ... on ReadingHistoryCleared {\n        clearedCount\n      }\n      ...ClearReadingHistoryRefusal\n    }\n  }\n"): typeof import('./graphql').ClearReadingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponseItem on Post {\n    id\n    mediumUrl\n    firstPublishedAt\n    clapCount\n    responsesCount\n    responseDepth\n    responseParentId\n    isHiddenOnParent\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n      mediumMemberAt\n    }\n    responseParagraphs {\n      name\n      type\n      text\n    }\n  }\n"): typeof import('./graphql').ResponseItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsePage on ResponseConnection {\n    responses {\n      ...ResponseItem\n    }\n    pagingInfo {\n      next {\n        limit\n        to\n      }\n    }\n  }\n"): typeof import('./graphql').ResponsePageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponseWriter on Viewer {\n    id\n    name\n    imageId\n    mediumMemberAt\n  }\n"): typeof import('./graphql').ResponseWriterFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryThread($id: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {\n    post(id: $id) {\n      id\n      responsesCount\n      isDiscussionClosed\n      responseViewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      threadedPostResponses(paging: $paging, sortType: $sortType) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n"): typeof import('./graphql').StoryThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseReplies($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      responsesCount\n      responseReplies(paging: $paging) {\n        ...ResponsePage\n      }\n    }\n  }\n"): typeof import('./graphql').ResponseRepliesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPostResponse($inResponseToPostId: ID!, $text: String!, $quoteParagraphName: String, $quoteStartOffset: Int, $quoteEndOffset: Int) {\n    publishPostResponse(\n      inResponseToPostId: $inResponseToPostId\n      text: $text\n      quoteParagraphName: $quoteParagraphName\n      quoteStartOffset: $quoteStartOffset\n      quoteEndOffset: $quoteEndOffset\n    ) {\n      __typename\n      ... on Post {\n        ...ResponseItem\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').PublishPostResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishCatalogResponse($catalogId: ID!, $text: String!, $inResponseToPostId: ID) {\n    publishCatalogResponse(catalogId: $catalogId, text: $text, inResponseToPostId: $inResponseToPostId) {\n      __typename\n      ... on Post {\n        ...ResponseItem\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').PublishCatalogResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {\n    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').HidePostResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {\n    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').UnhidePostResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {\n    hideCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').HideCatalogResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShowCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {\n    showCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {\n      __typename\n      ... on Post {\n        id\n        isHiddenOnParent\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').ShowCatalogResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePostResponse($postResponseId: ID!) {\n    deletePostResponse(postResponseId: $postResponseId) {\n      __typename\n      ... on Post {\n        id\n        isDeleted\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').DeletePostResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogThread($catalogId: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {\n    catalogDiscussion(catalogId: $catalogId) {\n      id\n      catalogId\n      responsesCount\n      isDiscussionClosed\n      viewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      threadedCatalogResponses(paging: $paging, sortType: $sortType) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n"): typeof import('./graphql').CatalogThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponsePageThread($id: ID!, $paging: PagingOptions) {\n    post(id: $id) {\n      id\n      responsesCount\n      isDiscussionClosed\n      responseRootPost {\n        id\n      }\n      responseRootCatalog {\n        id\n      }\n      responseViewerEdge {\n        id\n        canRespond\n        cannotRespondReason\n        canModerate\n      }\n      responseReplies(paging: $paging) {\n        ...ResponsePage\n      }\n    }\n    viewer {\n      ...ResponseWriter\n    }\n  }\n"): typeof import('./graphql').ResponsePageThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPostDiscussionClosed($postId: ID!, $closed: Boolean!) {\n    setPostDiscussionClosed(postId: $postId, closed: $closed) {\n      __typename\n      ... on Post {\n        id\n        isDiscussionClosed\n        responseViewerEdge {\n          id\n          canRespond\n          cannotRespondReason\n          canModerate\n        }\n      }\n      ...PostResponseRefusal\n    }\n  }\n"): typeof import('./graphql').SetPostDiscussionClosedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCatalogDiscussionClosed($catalogId: ID!, $closed: Boolean!) {\n    setCatalogDiscussionClosed(catalogId: $catalogId, closed: $closed) {\n      __typename\n      ... on CatalogDiscussion {\n        id\n        isDiscussionClosed\n        viewerEdge {\n          id\n          canRespond\n          cannotRespondReason\n          canModerate\n        }\n      }\n      ...CatalogDiscussionRefusal\n    }\n  }\n"): typeof import('./graphql').SetCatalogDiscussionClosedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogDiscussionState($catalogId: ID!) {\n    catalogDiscussion(catalogId: $catalogId) {\n      id\n      isDiscussionClosed\n    }\n  }\n"): typeof import('./graphql').CatalogDiscussionStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightedText on HighlightedText {\n    text\n    highlights {\n      start\n      end\n    }\n  }\n"): typeof import('./graphql').HighlightedTextFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumUrl\n    mediumMemberAt\n  }\n"): typeof import('./graphql').SearchPersonFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPublication on Collection {\n    id\n    name\n    slug\n    tagline\n    domain\n    mediumUrl\n    avatar {\n      id\n    }\n  }\n"): typeof import('./graphql').SearchPublicationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchTag on TagSearchHit {\n    postCount\n    tag {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n  }\n"): typeof import('./graphql').SearchTagFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      posts {\n        id\n        title\n        mediumUrl\n        creator {\n          id\n          name\n        }\n      }\n      users {\n        ...SearchPerson\n      }\n      collections {\n        ...SearchPublication\n      }\n      tags {\n        ...SearchTag\n      }\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePostWithUser($postId: ID!, $userId: ID!) {\n    sharePostWithUser(postId: $postId, userId: $userId) {\n      __typename\n      ... on Post {\n        id\n      }\n      ...SharePostRefusal\n    }\n  }\n"): typeof import('./graphql').SharePostWithUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LockoutRefusal on LockoutError {\n    message\n    lockoutInfo {\n      failCount\n      lockedOutUntil\n    }\n  }\n"): typeof import('./graphql').LockoutRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedIn on AuthInfo {\n    uid\n    redirect\n  }\n"): typeof import('./graphql').SignedInFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {\n    ... on BadRequest {\n      message\n    }\n    ... on FailedChallenge {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n"): typeof import('./graphql').SendAcctAuthEmailRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreateAccountRefusal on CreateAccountResult {\n    ... on Forbidden {\n      message\n    }\n    ... on AlreadyExists {\n      message\n    }\n    ... on UserCreationRateLimited {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n  }\n"): typeof import('./graphql').CreateAccountRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {\n    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {\n      __typename\n      ... on SusiMethod {\n        value\n      }\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n"): typeof import('./graphql').SendAcctAuthEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MagicLinkPreferred($email: String!) {\n    magicLinkPreferred(email: $email) {\n      __typename\n      ... on PrefersMagicLink {\n        result\n      }\n      ...MagicLinkPreferredRefusal\n    }\n  }\n"): typeof import('./graphql').MagicLinkPreferredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query emailAvailability($email: String!) {\n    emailAvailability(email: $email)\n  }\n"): typeof import('./graphql').EmailAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {\n    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ... on AuthToken {\n        token\n      }\n      ...LoginRefusal\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        ...LockoutRefusal\n      }\n      ... on PasswordSoftLockout {\n        ...LockoutRefusal\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on InvalidTwoFactorAuthCode {\n        message\n      }\n      ... on TwoFactorAuthSoftLockout {\n        message\n      }\n      ... on TwoFactorAuthPermanentLockout {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').LoginUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {\n    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ...CreateAccountRefusal\n    }\n  }\n"): typeof import('./graphql').CreateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLoginCode($loginCode: String!) {\n    verifyLoginCode(loginCode: $loginCode) {\n      __typename\n      ... on Token {\n        value\n      }\n      ...VerifyLoginCodeRefusal\n    }\n  }\n"): typeof import('./graphql').VerifyLoginCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {\n    __typename\n    ... on TwoFactorCodeSent {\n      method\n      phoneLast4\n    }\n    ...SendTwoFactorCodeRefusal\n  }\n"): typeof import('./graphql').TwoFactorCodeSendResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorChallenge($token: String!) {\n    twoFactorChallenge(token: $token) {\n      method\n      phoneLast4\n    }\n  }\n"): typeof import('./graphql').TwoFactorChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {\n    sendTwoFactorCode(token: $token, method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n"): typeof import('./graphql').SendTwoFactorCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {\n    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {\n      __typename\n      ...SignedIn\n      ...LoginRefusal\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n"): typeof import('./graphql').TwoFactorLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerTwoFactor {\n    viewer {\n      id\n      twoFactor {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {\n    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {\n      __typename\n      ... on AuthyUser {\n        authyId\n        preferredMethod\n        otpauthUri\n        qrCodeSvg\n        phoneLast4\n      }\n      ...RegisterAuthyUserRefusal\n    }\n  }\n"): typeof import('./graphql').RegisterAuthyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {\n    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorAuthEnabled {\n        success\n        method\n        otherSessionCount\n      }\n      ...CrupdateTwoFactorAuthRefusal\n      ...LockoutRefusal\n    }\n  }\n"): typeof import('./graphql').CrupdateTwoFactorAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation crupdateTwoFactorBackupCodes($userId: ID) {\n    crupdateTwoFactorBackupCodes(userId: $userId) {\n      __typename\n      ... on TwoFactorBackupCodes {\n        backupCodes\n      }\n      ...CrupdateTwoFactorBackupCodesRefusal\n    }\n  }\n"): typeof import('./graphql').CrupdateTwoFactorBackupCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTwoFactorAuth($verificationCode: String!) {\n    removeTwoFactorAuth(verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorStatus {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n      ...RemoveTwoFactorAuthRefusal\n      ...LockoutRefusal\n    }\n  }\n"): typeof import('./graphql').RemoveTwoFactorAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {\n    sendViewerTwoFactorCode(method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n"): typeof import('./graphql').SendViewerTwoFactorCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessionsAfterTwoFactor {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsAfterTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserMentionTooltipStatsQuery($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      socialStats {\n        followerCount\n      }\n      viewerEdge {\n        id\n        isFollowing\n        createdAt\n        lastPostCreatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').UserMentionTooltipStatsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyEmailViewer {\n    viewer {\n      id\n      unverifiedEmail\n    }\n  }\n"): typeof import('./graphql').VerifyEmailViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SentVerificationEmail {\n        email\n      }\n      ...SendVerificationEmailRefusal\n    }\n  }\n"): typeof import('./graphql').SendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogDiscussionRefusal on CatalogDiscussionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').CatalogDiscussionRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogRefusal on CatalogResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').CatalogRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutRefusal on CheckoutResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n  }\n"): typeof import('./graphql').CheckoutRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClearReadingHistoryRefusal on ClearReadingHistoryResult {\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').ClearReadingHistoryRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionInvitationRefusal on CollectionInvitationResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').CollectionInvitationRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionPostRefusal on CollectionPostResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').CollectionPostRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionRefusal on CollectionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').CollectionRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreateNoteRefusal on CreateNoteResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').CreateNoteRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatePostRefusal on CreatePostResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n  }\n"): typeof import('./graphql').CreatePostRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreateQuoteRefusal on CreateQuoteResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').CreateQuoteRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrupdatePasswordRefusal on CrupdatePasswordResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on ExpiredCredentials { message }\n    ... on MalformedOAuthToken { message }\n  }\n"): typeof import('./graphql').CrupdatePasswordRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrupdateTwoFactorAuthRefusal on CrupdateTwoFactorAuthResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').CrupdateTwoFactorAuthRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrupdateTwoFactorBackupCodesRefusal on CrupdateTwoFactorBackupCodesResult {\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').CrupdateTwoFactorBackupCodesRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomDomainRefusal on CustomDomainResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').CustomDomainRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeleteCatalogRefusal on DeleteCatalogResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').DeleteCatalogRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeletePostRefusal on DeletePostResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').DeletePostRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeleteQuoteRefusal on DeleteQuoteResult {\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').DeleteQuoteRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeaturePageRefusal on FeaturePageResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').FeaturePageRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedSignalRefusal on FeedSignalResult {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').FeedSignalRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowCollectionRefusal on FollowCollectionResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').FollowCollectionRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowTopicRefusal on FollowTopicResult {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').FollowTopicRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowUserRefusal on FollowUserResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').FollowUserRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GiftCheckoutRefusal on GiftCheckoutResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').GiftCheckoutRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginRefusal on LoginResult {\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').LoginRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MagicLinkPreferredRefusal on MagicLinkPreferredResult {\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').MagicLinkPreferredRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipRefusal on MembershipResult {\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').MembershipRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteRemovalRefusal on NoteRemovalResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').NoteRemovalRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteReplyRemovalRefusal on NoteReplyRemovalResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').NoteReplyRemovalRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteReplyRefusal on NoteReplyResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').NoteReplyRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerEnrollRefusal on PartnerEnrollResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').PartnerEnrollRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutOnboardingRefusal on PayoutOnboardingResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').PayoutOnboardingRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostForEditingRefusal on PostForEditingResult {\n    ... on NotFound { message }\n    ... on Forbidden { message }\n  }\n"): typeof import('./graphql').PostForEditingRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostMutationRefusal on PostMutationResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on Conflict { message }\n  }\n"): typeof import('./graphql').PostMutationRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostResponseRefusal on PostResponseResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').PostResponseRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostRefusal on PostResult {\n    ... on NotFound { message }\n    ... on PostSuspended { message }\n  }\n"): typeof import('./graphql').PostRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostStatsRefusal on PostStatsResult {\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').PostStatsRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReadingListRefusal on ReadingListResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').ReadingListRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemGiftRefusal on RedeemGiftResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on Forbidden { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').RedeemGiftRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterAuthyUserRefusal on RegisterAuthyUserResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').RegisterAuthyUserRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RemoveFromReadingHistoryRefusal on RemoveFromReadingHistoryResult {\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').RemoveFromReadingHistoryRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RemoveTwoFactorAuthRefusal on RemoveTwoFactorAuthResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').RemoveTwoFactorAuthRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResolveEmbedRefusal on ResolveEmbedResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').ResolveEmbedRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavePostDraftRefusal on SavePostDraftResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').SavePostDraftRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {\n    ... on NotFound { message }\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').SendTwoFactorCodeRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SendVerificationEmailRefusal on SendVerificationEmailResult {\n    ... on BadRequest { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').SendVerificationEmailRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SequenceRefusal on SequenceResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').SequenceRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeriesRefusal on SeriesResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').SeriesRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharePostRefusal on SharePostResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').SharePostRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryEarningsAuditRefusal on StoryEarningsAuditResult {\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').StoryEarningsAuditRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxDocumentRefusal on TaxDocumentResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').TaxDocumentRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxReviewRefusal on TaxReviewResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').TaxReviewRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpdateActivityLastViewedRefusal on UpdateActivityLastViewedResult {\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').UpdateActivityLastViewedRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpdateCustomStyleSheetRefusal on UpdateCustomStyleSheetResult {\n    ... on Forbidden { message }\n  }\n"): typeof import('./graphql').UpdateCustomStyleSheetRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpdateNotificationEmailSettingRefusal on UpdateNotificationEmailSettingResult {\n    ... on BadRequest { message }\n  }\n"): typeof import('./graphql').UpdateNotificationEmailSettingRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpdateUserProfileRefusal on UpdateUserProfileResult {\n    ... on Forbidden { message }\n  }\n"): typeof import('./graphql').UpdateUserProfileRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRefusal on UserResult {\n    ... on NotFound { message }\n    ... on AccountSuspended { message }\n  }\n"): typeof import('./graphql').UserRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerifyLoginCodeRefusal on VerifyLoginCodeResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n  }\n"): typeof import('./graphql').VerifyLoginCodeRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreateNewsletterEmailRefusal on CreateNewsletterEmailResult {\n    ... on BadRequest { message }\n    ... on Forbidden { message }\n    ... on NotFound { message }\n  }\n"): typeof import('./graphql').CreateNewsletterEmailRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SendNewsletterIssueRefusal on SendNewsletterIssueResult {\n    ... on BadRequest { message }\n    ... on NotFound { message }\n    ... on Conflict { message }\n  }\n"): typeof import('./graphql').SendNewsletterIssueRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterV3Refusal on NewsletterV3Result {\n    ... on NotFound { message }\n    ... on TooManyRequests { message }\n    ... on Forbidden { message }\n  }\n"): typeof import('./graphql').NewsletterV3RefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentionSuggestions($query: String!, $limit: Int) {\n    mentionSuggestions(query: $query, limit: $limit) {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n"): typeof import('./graphql').MentionSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveEmbed($url: String!) {\n    resolveEmbed(url: $url) {\n      __typename\n      ... on IframeEmbed {\n        mediaResource {\n          id\n          iframeSrc\n          iframeWidth\n          iframeHeight\n          title\n        }\n      }\n      ... on MixtapeEmbed {\n        mixtapeMetadata {\n          href\n          thumbnailImageId\n          title\n          description\n        }\n      }\n      ...ResolveEmbedRefusal\n    }\n  }\n"): typeof import('./graphql').ResolveEmbedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriberStatsFields on SubscriberStats {\n    subscriberCount\n    newSubscribersInPeriod\n    unsubscribesInPeriod\n    newSubscribersPerDay {\n      day\n      count\n    }\n    unsubscribesPerDay {\n      day\n      count\n    }\n    newsletter {\n      id\n    }\n  }\n"): typeof import('./graphql').SubscriberStatsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAudience($username: String!, $days: Int, $limit: Int) {\n    userAudience(username: $username) {\n      __typename\n      ... on UserAudience {\n        id\n        user {\n          id\n          name\n          username\n        }\n        subscriberStats(days: $days) {\n          ...SubscriberStatsFields\n        }\n        recentSubscribers(limit: $limit) {\n          id\n          email\n          subscribedAt\n          source\n          user {\n            id\n            name\n            username\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionStats($days: Int) {\n    viewer {\n      id\n      username\n    }\n    viewerSubscriberStats(days: $days) {\n      ...SubscriberStatsFields\n    }\n  }\n"): typeof import('./graphql').SubscriptionStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterStats($newsletterV3Id: ID!) {\n    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Stats {\n        ...NewsletterStatsFields\n      }\n    }\n  }\n"): typeof import('./graphql').NewsletterStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterStatsFields on NewsletterV3Stats {\n    id\n    trackEngagement\n    newsletter {\n      id\n      name\n      subscriberCount\n    }\n  }\n"): typeof import('./graphql').NewsletterStatsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNewsletterTracking($newsletterV3Id: ID!, $enabled: Boolean!) {\n    setNewsletterV3Tracking(newsletterV3Id: $newsletterV3Id, enabled: $enabled) {\n      __typename\n      ... on NewsletterV3Stats {\n        ...NewsletterStatsFields\n      }\n    }\n  }\n"): typeof import('./graphql').SetNewsletterTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportTarget {\n    viewerSubscriberStats(days: 1) {\n      subscriberCount\n      newsletter {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ImportTargetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableNewsletter {\n    enableViewerNewsletterV3 {\n      id\n    }\n  }\n"): typeof import('./graphql').EnableNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterAudience($newsletterV3Id: ID!, $days: Int, $limit: Int) {\n    newsletterV3Audience(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Audience {\n        id\n        newsletter {\n          id\n          type\n          name\n          slug\n          collection {\n            id\n            slug\n            name\n          }\n        }\n        subscriberStats(days: $days) {\n          ...SubscriberStatsFields\n        }\n        recentSubscribers(limit: $limit) {\n          id\n          email\n          subscribedAt\n          source\n          user {\n            id\n            name\n            username\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NewsletterAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterSendFields on NewsletterSendStats {\n    id\n    sentAt\n    status\n    stopReason\n    stoppedAt\n    emailOnly\n    recipients\n    delivered\n    failed\n    bounced\n    skipped\n    queued\n    stopped\n    opens\n    clicks\n    cursor\n    post {\n      id\n      title\n      mediumUrl\n    }\n  }\n"): typeof import('./graphql').NewsletterSendFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSends($newsletterV3Id: ID!, $before: String, $limit: Int) {\n    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3Stats {\n        id\n        sendsPage(before: $before, limit: $limit) {\n          ...NewsletterSendFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NewsletterSendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeNewsletterSend($sendId: ID!) {\n    resumeNewsletterSend(sendId: $sendId) {\n      __typename\n      ... on NewsletterSendStats {\n        ...NewsletterSendFields\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ResumeNewsletterSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeFields on Charge {\n    id\n    createdAt\n    amount\n    currency\n    status\n    description\n    receiptNumber\n    periodStart\n    periodEnd\n    paymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n"): typeof import('./graphql').ChargeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingHistory($paging: PagingOptions) {\n    viewer {\n      id\n    }\n    viewerCharges(paging: $paging) {\n      charges {\n        ...ChargeFields\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n          page\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BillingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipt($chargeId: ID!) {\n    viewer {\n      id\n      name\n      email\n    }\n    viewerCharge(chargeId: $chargeId) {\n      ...ChargeFields\n    }\n  }\n"): typeof import('./graphql').ReceiptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdatePayment {\n    viewer {\n      id\n    }\n    paymentsConfig {\n      enabled\n    }\n    viewerPaymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    viewerMembership {\n      id\n      status\n      graceEndsAt\n    }\n  }\n"): typeof import('./graphql').UpdatePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPaymentMethodUpdate {\n    startPaymentMethodUpdate {\n      ...CheckoutAnswer\n    }\n  }\n"): typeof import('./graphql').StartPaymentMethodUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerShare {\n    partnerSharePercent\n  }\n"): typeof import('./graphql').PartnerShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignViewer {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n      customStyleSheet {\n        ...CustomStyle\n        header {\n          backgroundImage {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DesignViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomStyleSheet($input: CustomStyleSheetInput!) {\n    updateCustomStyleSheet(input: $input) {\n      __typename\n      ... on User {\n        id\n        customStyleSheet {\n          ...CustomStyle\n          header {\n            backgroundImage {\n              id\n            }\n          }\n        }\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateCustomStyleSheetRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateCustomStyleSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCustomStyleSheet {\n    removeCustomStyleSheet {\n      id\n      customStyleSheet {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveCustomStyleSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailNewsletter on NewsletterV3 {\n    id\n    name\n    type\n    subscriberCount\n  }\n"): typeof import('./graphql').EmailNewsletterFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorPost on Post {\n    id\n    title\n    subtitle\n    isPublished\n    mediumUrl\n    draftLabel\n    latestVersion\n    ...PostSettingsFields\n    latestDraft {\n      version\n      title\n      subtitle\n      bodyJson\n      savedAt\n    }\n    collection {\n      id\n      name\n    }\n    pendingCollection {\n      id\n      name\n    }\n    newsletterIssue {\n      id\n      sentAt\n      newsletter {\n        ...EmailNewsletter\n      }\n    }\n  }\n"): typeof import('./graphql').EditorPostFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostForEditing($id: ID!) {\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...PostForEditingRefusal\n    }\n  }\n"): typeof import('./graphql').PostForEditingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {\n    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...CreatePostRefusal\n    }\n  }\n"): typeof import('./graphql').CreatePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {\n    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on PostDraftSaved {\n        version\n        savedAt\n        post {\n          id\n          draftLabel\n          latestVersion\n        }\n      }\n      ... on Conflict {\n        message\n        latestVersion\n      }\n      ...SavePostDraftRefusal\n    }\n  }\n"): typeof import('./graphql').SavePostDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {\n    publishPost(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        id\n        mediumUrl\n        isPublished\n        draftLabel\n        latestVersion\n        visibility\n      }\n      ...PostMutationRefusal\n      ... on Conflict {\n        latestVersion\n      }\n    }\n  }\n"): typeof import('./graphql').PublishPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerPublications {\n    viewerPublications {\n      id\n      name\n      slug\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterForEmail($newsletterV3Id: ID!) {\n    newsletterV3ForEmail(newsletterV3Id: $newsletterV3Id) {\n      __typename\n      ... on NewsletterV3 {\n        ...EmailNewsletter\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').NewsletterForEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsletterEmail($newsletterV3Id: ID!, $title: String, $subtitle: String, $bodyJson: String) {\n    createNewsletterEmail(newsletterV3Id: $newsletterV3Id, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...CreateNewsletterEmailRefusal\n    }\n  }\n"): typeof import('./graphql').CreateNewsletterEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletterEmail($postId: ID!, $baseVersion: Int) {\n    sendNewsletterEmail(postId: $postId, baseVersion: $baseVersion) {\n      __typename\n      ... on NewsletterIssue {\n        id\n        sentAt\n      }\n      ...SendNewsletterIssueRefusal\n    }\n  }\n"): typeof import('./graphql').SendNewsletterEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftPage {\n    viewer {\n      id\n      name\n    }\n    paymentsConfig {\n      enabled\n    }\n    giftPlans {\n      planId\n      name\n      description\n      amount\n      currency\n      months\n    }\n    viewerGiftPurchases {\n      id\n      kind\n      months\n      quantity\n      amount\n      currency\n      recipientName\n      recipientEmail\n      message\n      deliverAt\n      deliveredAt\n      createdAt\n      redeemedCount\n      codes {\n        id\n        code\n        redeemUrl\n        state\n        redeemedAt\n        expiresAt\n      }\n    }\n  }\n"): typeof import('./graphql').GiftPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGiftCheckout($input: GiftCheckoutInput!) {\n    startGiftCheckout(input: $input) {\n      ...CheckoutAnswer\n      ...GiftCheckoutRefusal\n    }\n  }\n"): typeof import('./graphql').StartGiftCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGroupGiftCheckout($planId: ID!, $quantity: Int!) {\n    startGroupGiftCheckout(planId: $planId, quantity: $quantity) {\n      ...CheckoutAnswer\n      ...GiftCheckoutRefusal\n    }\n  }\n"): typeof import('./graphql').StartGroupGiftCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftByCode($giftCode: String!) {\n    giftByCode(giftCode: $giftCode) {\n      code\n      months\n      senderName\n      recipientName\n      state\n      expiresAt\n      message\n      redeemedByViewer\n    }\n  }\n"): typeof import('./graphql').GiftByCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemGiftCode($giftCode: String!) {\n    redeemGiftCode(giftCode: $giftCode) {\n      __typename\n      ... on GiftRedemption {\n        months\n        senderName\n        giftMessage: message\n        memberUntil\n      }\n      ...RedeemGiftRefusal\n    }\n  }\n"): typeof import('./graphql').RedeemGiftCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeForYou($paging: PagingOptions) {\n    forYouFeed(paging: $paging) {\n      items {\n        reason\n        reasonKind\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n        previous {\n          limit\n          from\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeForYouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFollowing($paging: PagingOptions) {\n    followingFeed(paging: $paging) {\n      items {\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n        previous {\n          limit\n          from\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeFollowingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatest($paging: PagingOptions) {\n    latestPostsConnection(paging: $paging) {\n      posts {\n        ...PostCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeLatestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeStoryLine on Post {\n    id\n    title\n    mediumUrl\n    isLocked\n    readingTime\n    firstPublishedAt\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').HomeStoryLineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTrending($paging: PagingOptions) {\n    trendingPosts(paging: $paging) {\n      posts {\n        ...HomeStoryLine\n      }\n    }\n  }\n"): typeof import('./graphql').HomeTrendingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeStaffPicks($limit: Int) {\n    staffPicks(limit: $limit) {\n      ...HomeStoryLine\n    }\n  }\n"): typeof import('./graphql').HomeStaffPicksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopics($limit: Int) {\n    recommendedTopics(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').HomeTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeWhoToFollow($limit: Int) {\n    whoToFollow(limit: $limit) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      viewerEdge {\n        id\n        isFollowing\n      }\n    }\n  }\n"): typeof import('./graphql').HomeWhoToFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromForYou($kind: FeedSignalKind!, $postId: ID!) {\n    removeFromForYou(kind: $kind, postId: $postId) {\n      __typename\n      ... on FeedSignalChange {\n        kind\n        postId\n        removed\n      }\n      ...FeedSignalRefusal\n    }\n  }\n"): typeof import('./graphql').RemoveFromForYouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreToForYou($kind: FeedSignalKind!, $postId: ID!) {\n    restoreToForYou(kind: $kind, postId: $postId) {\n      __typename\n      ... on FeedSignalChange {\n        kind\n        postId\n        removed\n      }\n      ...FeedSignalRefusal\n    }\n  }\n"): typeof import('./graphql').RestoreToForYouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListPage($username: String, $catalogSlugId: String!, $paging: PagingOptions) {\n    catalogBySlugId(username: $username, catalogSlugId: $catalogSlugId) {\n      ...CatalogSummary\n      viewerEdge {\n        id\n        isCreator\n      }\n      itemsConnection(paging: $paging) {\n        items {\n          catalogItemId\n          note\n          post {\n            ...PostCard\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ListPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingListItems($state: ReadingListState!, $paging: PagingOptions) {\n    readingListItems(state: $state, paging: $paging) {\n      items {\n        catalogItemId\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingListItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Library {\n    readingList {\n      ...CatalogSummary\n      itemsConnection(paging: { limit: 3 }) {\n        items {\n          catalogItemId\n          post {\n            id\n            previewImage {\n              id\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n"): typeof import('./graphql').LibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserLists($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      catalogsConnection(paging: $paging) {\n        catalogs {\n          ...CatalogSummary\n          itemsConnection(paging: { limit: 3 }) {\n            items {\n              catalogItemId\n              post {\n                id\n                previewImage {\n                  id\n                }\n              }\n            }\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipPlanFields on PaymentPlan {\n    planId\n    name\n    description\n    kind\n    amount\n    currency\n    months\n    trialDays\n  }\n"): typeof import('./graphql').MembershipPlanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerMembershipFields on Membership {\n    id\n    status\n    source\n    startedAt\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    graceEndsAt\n    endedAt\n    plan {\n      ...MembershipPlanFields\n    }\n  }\n"): typeof import('./graphql').ViewerMembershipFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPage {\n    viewer {\n      id\n      username\n      name\n      mediumMemberAt\n      hasPastMemberships\n    }\n    paymentsConfig {\n      enabled\n      plans {\n        ...MembershipPlanFields\n      }\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n  }\n"): typeof import('./graphql').MembershipPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserMembership($username: String!) {\n    user(username: $username) {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumMemberAt\n      mediumUrl\n      userPostCounts {\n        publishedPosts\n      }\n    }\n  }\n"): typeof import('./graphql').UserMembershipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutAnswer on CheckoutResult {\n    __typename\n    ... on CheckoutSession {\n      url\n    }\n    ... on CheckoutNotAvailable {\n      message\n    }\n    ... on PaymentError {\n      message\n    }\n    ...CheckoutRefusal\n  }\n"): typeof import('./graphql').CheckoutAnswerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMembershipCheckout($planId: ID!, $referrerUsername: String) {\n    startMembershipCheckout(planId: $planId, referrerUsername: $referrerUsername) {\n      ...CheckoutAnswer\n    }\n  }\n"): typeof import('./graphql').StartMembershipCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomeMember {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n  }\n"): typeof import('./graphql').WelcomeMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomeStories {\n    latestPostsConnection(paging: { limit: 25 }) {\n      posts {\n        ...PostCard\n      }\n    }\n  }\n"): typeof import('./graphql').WelcomeStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on Collection {\n        id\n        slug\n        name\n      }\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').CreateCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SamplePosts {\n    samplePosts(limit: 3) {\n      ...PostCard\n    }\n  }\n"): typeof import('./graphql').SamplePostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerTaxes {\n    viewer {\n      id\n      isPartnerProgramEnrolled\n      userTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n    }\n    partnerEnrollmentState {\n      country\n      firstUnfinishedStep\n    }\n  }\n"): typeof import('./graphql').PartnerTaxesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerEarnings($month: String) {\n    viewerPartnerEarnings {\n      isEnrolled\n      currency\n      lifetime\n      lifetimePayable\n      thisMonth {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      lastMonth {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      months(count: 12) {\n        periodStart\n        month\n        amount\n        withheldAmount\n        forfeitedAmount\n        isEstimate\n      }\n      stories(month: $month) {\n        postId\n        title\n        memberReadingTime\n        amount\n        state\n        post {\n          id\n          mediumUrl\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PartnerEarningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryEarningsAudit($postId: ID!) {\n    storyEarningsAudit(postId: $postId) {\n      __typename\n      ... on StoryEarningsAudit {\n        postId\n        title\n        currency\n        lifetime\n        periods {\n          periodStart\n          month\n          memberCount\n          memberReadingTime\n          amount\n          state\n          isEstimate\n        }\n      }\n      ...StoryEarningsAuditRefusal\n    }\n  }\n"): typeof import('./graphql').StoryEarningsAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerTaxDocuments on UserTaxDocuments {\n    taxDocumentStatus\n    earningsFirstWithheldAt\n    earningsLimitedAt\n    earningsForfeitedAt\n    earningsInternallyForfeitedAt\n    invalidReason\n    legalName\n    country\n    address\n    taxIdKind\n    taxIdLast4\n    submittedAt\n  }\n"): typeof import('./graphql').PartnerTaxDocumentsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerEnrollment on PartnerEnrollmentState {\n    enrollment\n    eligibilityRules {\n      id\n      label\n      met\n    }\n    eligible\n    country\n    eligibilityCheckedAt\n    termsAcceptedAt\n    payoutsConfigured\n    payoutAccountReady\n    payoutStepDone\n    enrolledAt\n    unenrolledAt\n    firstUnfinishedStep\n  }\n"): typeof import('./graphql').PartnerEnrollmentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerEnroll {\n    viewer {\n      id\n      name\n      isPartnerProgramEnrolled\n      userTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n    }\n    partnerEnrollmentState {\n      ...PartnerEnrollment\n    }\n  }\n"): typeof import('./graphql').PartnerEnrollDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPartnerEligibility($country: String!) {\n    confirmPartnerEligibility(country: $country) {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n"): typeof import('./graphql').ConfirmPartnerEligibilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPartnerProgramTerms {\n    acceptPartnerProgramTerms {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n"): typeof import('./graphql').AcceptPartnerProgramTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPartnerPayoutOnboarding {\n    startPartnerPayoutOnboarding {\n      __typename\n      ... on PayoutOnboardingLink {\n        url\n      }\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PayoutOnboardingRefusal\n    }\n  }\n"): typeof import('./graphql').StartPartnerPayoutOnboardingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePartnerPayoutOnboarding {\n    completePartnerPayoutOnboarding {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n"): typeof import('./graphql').CompletePartnerPayoutOnboardingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTaxDocument($input: TaxDocumentInput!) {\n    submitTaxDocument(input: $input) {\n      __typename\n      ... on UserTaxDocuments {\n        ...PartnerTaxDocuments\n      }\n      ... on InvalidTaxInput {\n        field\n        message\n      }\n      ...TaxDocumentRefusal\n    }\n  }\n"): typeof import('./graphql').SubmitTaxDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnenrollPartnerProgram {\n    unenrollPartnerProgram {\n      __typename\n      ... on PartnerEnrollmentState {\n        ...PartnerEnrollment\n      }\n      ...PartnerEnrollRefusal\n    }\n  }\n"): typeof import('./graphql').UnenrollPartnerProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingTaxDocuments {\n    viewer {\n      id\n    }\n    pendingTaxDocuments {\n      id\n      user {\n        id\n        name\n        username\n      }\n      taxDocumentStatus\n      legalName\n      country\n      address\n      taxIdKind\n      taxIdLast4\n      submittedAt\n    }\n  }\n"): typeof import('./graphql').PendingTaxDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewTaxDocument($documentId: ID!, $decision: TaxReviewDecision!, $reason: String) {\n    reviewTaxDocument(documentId: $documentId, decision: $decision, reason: $reason) {\n      __typename\n      ... on TaxReviewItem {\n        id\n        taxDocumentStatus\n      }\n      ...TaxReviewRefusal\n    }\n  }\n"): typeof import('./graphql').ReviewTaxDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordViewer {\n    viewer {\n      id\n      email\n      hasPassword\n    }\n  }\n"): typeof import('./graphql').PasswordViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {\n    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {\n      __typename\n      ... on PasswordUpdated {\n        success\n        redirect\n        otherSessionCount\n      }\n      ...CrupdatePasswordRefusal\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CrupdatePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessionsAfterPassword {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsAfterPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetEmail($email: String!) {\n    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {\n      __typename\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n"): typeof import('./graphql').SendPasswordResetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!, $shareKey: String) {\n    meterFreeStoriesPerMonth\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        ...PostCard\n        uniqueSlug\n        visibility\n        isPublished\n        latestPublishedAt\n        latestPublishedVersion\n        license\n        canonicalUrl\n        creator {\n          id\n          bio\n          mediumUrl\n          customStyleSheet {\n            ...CustomStyle\n          }\n        }\n        collection {\n          id\n          mediumUrl\n        }\n        tags {\n          id\n          displayTitle\n          normalizedTagSlug\n        }\n        content {\n          isLockedPreviewOnly\n        }\n        meterState\n        clapCount\n        responsesCount\n        isResponse\n        responseRootPost {\n          id\n          title\n          mediumUrl\n        }\n        responseRootCatalog {\n          id\n          name\n          slugId\n          creator {\n            id\n            username\n          }\n        }\n      }\n      ...PostRefusal\n      ... on Blocked {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').PostPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostBody($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        id\n        content {\n          bodyModel {\n            sections {\n              name\n              startIndex\n              textLayout\n              imageLayout\n              videoLayout\n              backgroundImage {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n            }\n            paragraphs {\n              id\n              name\n              type\n              text\n              layout\n              href\n              hasDropCap\n              markups {\n                type\n                start\n                end\n                href\n                anchorType\n                userId\n                linkMetadata {\n                  httpStatus\n                }\n              }\n              metadata {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n              dropCapImage {\n                id\n                originalWidth\n                originalHeight\n              }\n              iframe {\n                mediaResource {\n                  id\n                  iframeSrc\n                  iframeWidth\n                  iframeHeight\n                  title\n                }\n              }\n              mixtapeMetadata {\n                href\n                thumbnailImageId\n                title\n                description\n              }\n              codeBlockMetadata {\n                lang\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostBodyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostViewerEdge($id: ID!) {\n    post(id: $id) {\n      id\n      viewerEdge {\n        canEdit\n        shareKey\n      }\n      isDiscussionClosed\n      viewerHighlightCount\n      privateNoteCount\n      responseViewerEdge {\n        id\n        canModerate\n      }\n      creator {\n        id\n        viewerEdge {\n          id\n          isFollowing\n        }\n        newsletterV3 {\n          id\n          viewerEdge {\n            id\n            isSubscribed\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostViewerEdgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostSettings($id: ID!) {\n    viewer {\n      id\n    }\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n        title\n        mediumUrl\n        isPublished\n        isDiscussionClosed\n        creator {\n          id\n        }\n        latestDraft {\n          version\n          bodyJson\n        }\n      }\n      ...PostForEditingRefusal\n    }\n  }\n"): typeof import('./graphql').PostSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {\n    updatePostSettings(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n      }\n      ...PostMutationRefusal\n    }\n  }\n"): typeof import('./graphql').UpdatePostSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileResponses($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      responsesConnection(paging: $paging) {\n        responses {\n          id\n          mediumUrl\n          firstPublishedAt\n          isHiddenOnParent\n          responseRootPost {\n            id\n            title\n            mediumUrl\n          }\n          responseRootCatalog {\n            id\n            name\n            slugId\n            creator {\n              id\n              username\n            }\n          }\n          responseParagraphs {\n            name\n            type\n            text\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileResponsesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage($username: String, $id: ID) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        name\n        username\n        bio\n        imageId\n        mediumUrl\n        mediumMemberAt\n        createdAt\n        socialStats {\n          followerCount\n          followingCount\n        }\n        ...PublisherMenuUser\n        newsletterV3 {\n          id\n          viewerEdge {\n            id\n            isSubscribed\n          }\n        }\n        customStyleSheet {\n          ...CustomStyle\n          header {\n            backgroundImage {\n              id\n              originalWidth\n              originalHeight\n            }\n          }\n        }\n      }\n      ...UserRefusal\n      ... on Blocked {\n        message\n      }\n      ... on AccountDeleted {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ProfilePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileStories($username: String, $id: ID, $paging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        homepagePostsConnection(paging: $paging) {\n          posts {\n            ...PostCard\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFollowers($username: String, $id: ID, $paging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        followersConnection(paging: $paging) {\n          users {\n            ...ProfilePerson\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileFollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFollowing($username: String, $id: ID, $paging: PagingOptions, $collectionPaging: PagingOptions) {\n    userResult(username: $username, id: $id) {\n      __typename\n      ... on User {\n        id\n        followingConnection(paging: $paging) {\n          users {\n            ...ProfilePerson\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n        followingCollectionsConnection(paging: $collectionPaging) {\n          collections {\n            id\n            name\n            slug\n            description\n            mediumUrl\n            avatar {\n              id\n            }\n            viewerEdge {\n              id\n              isFollowing\n            }\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileFollowingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilePerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumUrl\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n"): typeof import('./graphql').ProfilePersonFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileBio($bio: String!) {\n    updateUserProfile(bio: $bio) {\n      __typename\n      ... on User {\n        id\n        bio\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateProfileBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StyleReminder($userId: ID!) {\n    userResult(userId: $userId) {\n      __typename\n      ... on User {\n        id\n        hasSeenStyleReminder\n        userPostCounts {\n          publishedPosts\n        }\n        customStyleSheet {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StyleReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserStyleReminderSeen {\n    setUserStyleReminderSeen {\n      id\n      hasSeenStyleReminder\n    }\n  }\n"): typeof import('./graphql').SetUserStyleReminderSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationHeader on Collection {\n    id\n    slug\n    name\n    tagline\n    description\n    domain\n    mediumUrl\n    isAuroraEligible\n    isAuroraVisible\n    avatar {\n      id\n    }\n    logo {\n      id\n      originalWidth\n      originalHeight\n    }\n    viewerEdge {\n      id\n      isEditor\n      isWriter\n      isFollowing\n      isMuting\n    }\n    newsletterV3 {\n      id\n      slug\n      name\n      viewerEdge {\n        id\n        isSubscribed\n      }\n    }\n    navItems {\n      id\n      title\n      type\n      tagSlug\n      url\n      featurePage {\n        id\n        slug\n      }\n    }\n    design {\n      id\n      font1\n      font2\n      font3\n      accentColor\n      backgroundColor\n      headerImage {\n        id\n      }\n    }\n    customStyleSheet {\n      id\n    }\n  }\n"): typeof import('./graphql').PublicationHeaderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationHome($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featuredPosts {\n        ...PostCard\n      }\n      latestPostsConnection(paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationTagged($slug: String!, $tagSlug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      taggedPostsConnection(tagSlug: $tagSlug, paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationTaggedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationArchive($slug: String!, $year: Int, $month: Int, $day: Int, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      archive(year: $year, month: $month, day: $day) {\n        years {\n          year\n          count\n        }\n        months {\n          year\n          month\n          count\n        }\n        days {\n          year\n          month\n          day\n          count\n        }\n        postsConnection(paging: $paging) {\n          posts {\n            ...PostCard\n          }\n          pagingInfo {\n            next {\n              limit\n              to\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationAbout($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      createdAt\n      postCount\n      followerCount\n      masthead {\n        editors {\n          user {\n            id\n          }\n        }\n        writers {\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationAboutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationMasthead($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      masthead {\n        editors {\n          ...MastheadMember\n        }\n        writers {\n          ...MastheadMember\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationMastheadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastheadMember on CollectionMember {\n    role\n    isCreator\n    joinedAt\n    user {\n      id\n      name\n      username\n      bio\n      imageId\n      mediumUrl\n      mediumMemberAt\n    }\n  }\n"): typeof import('./graphql').MastheadMemberFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationFollowers($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      followerCount\n      followersConnection(paging: $paging) {\n        users {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumUrl\n          mediumMemberAt\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationFollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationFeaturePage($slug: String!, $pageSlug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featurePage(slug: $pageSlug) {\n        id\n        slug\n        title\n        description\n        posts {\n          ...PostCard\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationFeaturePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationFeatured($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      featuredPosts {\n        ...PostCard\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationFeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationTrending($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      trendingPostsConnection(paging: $paging) {\n        posts {\n          ...PostCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationTrendingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationAll($slug: String!, $page: Int!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...PublicationHeader\n      allPostsPage(page: $page) {\n        page\n        pageCount\n        total\n        posts {\n          ...PostCard\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCollection on Collection {\n    id\n    slug\n    name\n    tagline\n    description\n    domain\n    mediumUrl\n    isAuroraEligible\n    isAuroraVisible\n    avatar {\n      id\n    }\n    logo {\n      id\n    }\n    viewerEdge {\n      id\n      isEditor\n      isWriter\n      role\n    }\n  }\n"): typeof import('./graphql').AdminCollectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAbout($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n    }\n  }\n"): typeof import('./graphql').AdminAboutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMasthead($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      creator {\n        id\n      }\n      masthead {\n        editors {\n          ...AdminMember\n        }\n        writers {\n          ...AdminMember\n        }\n      }\n      pendingInvitations {\n        id\n        role\n        createdAt\n        invitee {\n          id\n          name\n          username\n          imageId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminMastheadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMember on CollectionMember {\n    role\n    isCreator\n    joinedAt\n    user {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n"): typeof import('./graphql').AdminMemberFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNavigation($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      navItems {\n        id\n        title\n        type\n        tagSlug\n        url\n        featurePage {\n          id\n        }\n      }\n      featurePages {\n        id\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').AdminNavigationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeaturePages($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      featurePages {\n        id\n        slug\n        title\n        description\n        mediumUrl\n        updatedAt\n        posts {\n          id\n          title\n        }\n      }\n      featuredPosts {\n        id\n        title\n      }\n      latestPostsConnection(paging: { limit: 50 }) {\n        posts {\n          id\n          title\n          firstPublishedAt\n          creator {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFeaturePagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFollowers($slug: String!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      followerCount\n      followersConnection(paging: $paging) {\n        users {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumUrl\n          mediumMemberAt\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDomain($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      customDomainState {\n        ...DomainState\n      }\n    }\n  }\n"): typeof import('./graphql').AdminDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDesign($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      design {\n        id\n        font1\n        font2\n        font3\n        accentColor\n        backgroundColor\n        headerImage {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminDesignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStories($slug: String!, $filter: CollectionStoriesFilter!, $paging: PagingOptions) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      storyCounts {\n        published\n        submissions\n        drafts\n      }\n      featuredPosts {\n        id\n      }\n      storiesConnection(filter: $filter, paging: $paging) {\n        posts {\n          id\n          title\n          subtitle\n          mediumUrl\n          isPublished\n          draftLabel\n          statusForCollection\n          updatedAt\n          firstPublishedAt\n          readingTime\n          creator {\n            id\n            name\n            username\n            imageId\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...AdminCollection\n      postCount\n      followerCount\n      storyCounts {\n        published\n        submissions\n        drafts\n      }\n      masthead {\n        editors {\n          user {\n            id\n          }\n        }\n        writers {\n          user {\n            id\n          }\n        }\n      }\n      latestPostsConnection(paging: { limit: 10 }) {\n        posts {\n          id\n          title\n          mediumUrl\n          firstPublishedAt\n          readingTime\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollection($collectionId: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on Collection {\n        ...AdminCollection\n      }\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionSlugAvailability($slug: String!, $collectionId: ID) {\n    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {\n      slug\n      available\n      message\n    }\n  }\n"): typeof import('./graphql').CollectionSlugAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToCollection($collectionId: ID!, $usernameOrEmail: String!, $role: CollectionRole!) {\n    inviteToCollection(collectionId: $collectionId, usernameOrEmail: $usernameOrEmail, role: $role) {\n      __typename\n      ... on CollectionInvitation {\n        id\n        role\n        invitee {\n          id\n          name\n        }\n      }\n      ...CollectionInvitationRefusal\n    }\n  }\n"): typeof import('./graphql').InviteToCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCollectionInvite($invitationId: ID!) {\n    cancelCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').CancelCollectionInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCollectionRole($collectionId: ID!, $userId: ID!, $role: CollectionRole!) {\n    changeCollectionRole(collectionId: $collectionId, userId: $userId, role: $role) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').ChangeCollectionRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCollection($collectionId: ID!, $userId: ID!) {\n    removeFromCollection(collectionId: $collectionId, userId: $userId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').RemoveFromCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionNavItems($collectionId: ID!, $items: [CollectionNavItemInput!]!) {\n    setCollectionNavItems(collectionId: $collectionId, items: $items) {\n      __typename\n      ... on Collection {\n        id\n        navItems {\n          id\n          title\n          type\n          tagSlug\n          url\n          featurePage {\n            id\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').SetCollectionNavItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionFeaturedPosts($collectionId: ID!, $postIds: [ID!]!) {\n    setCollectionFeaturedPosts(collectionId: $collectionId, postIds: $postIds) {\n      __typename\n      ... on Collection {\n        id\n        featuredPosts {\n          id\n          title\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').SetCollectionFeaturedPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeaturePage($collectionId: ID!, $input: FeaturePageInput!) {\n    createFeaturePage(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on FeaturePage {\n        id\n        slug\n      }\n      ...FeaturePageRefusal\n    }\n  }\n"): typeof import('./graphql').CreateFeaturePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeaturePage($featurePageId: ID!, $input: FeaturePageInput!) {\n    updateFeaturePage(featurePageId: $featurePageId, input: $input) {\n      __typename\n      ... on FeaturePage {\n        id\n        slug\n        title\n        description\n      }\n      ...FeaturePageRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateFeaturePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeaturePage($featurePageId: ID!) {\n    deleteFeaturePage(featurePageId: $featurePageId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').DeleteFeaturePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollectionDesign($collectionId: ID!, $input: CollectionDesignInput!) {\n    updateCollectionDesign(collectionId: $collectionId, input: $input) {\n      __typename\n      ... on Collection {\n        id\n        design {\n          id\n          font1\n          font2\n          font3\n          accentColor\n          backgroundColor\n          headerImage {\n            id\n          }\n        }\n        customStyleSheet {\n          id\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateCollectionDesignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCollectionSubmission($collectionId: ID!, $postId: ID!) {\n    approveCollectionSubmission(collectionId: $collectionId, postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        statusForCollection\n      }\n      ...CollectionPostRefusal\n    }\n  }\n"): typeof import('./graphql').ApproveCollectionSubmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineCollectionSubmission($collectionId: ID!, $postId: ID!, $note: String) {\n    declineCollectionSubmission(collectionId: $collectionId, postId: $postId, note: $note) {\n      __typename\n      ... on Post {\n        id\n        statusForCollection\n      }\n      ...CollectionPostRefusal\n    }\n  }\n"): typeof import('./graphql').DeclineCollectionSubmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePostFromCollection($collectionId: ID!, $postId: ID!) {\n    removePostFromCollection(collectionId: $collectionId, postId: $postId) {\n      __typename\n      ... on Post {\n        id\n      }\n      ...CollectionPostRefusal\n    }\n  }\n"): typeof import('./graphql').RemovePostFromCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountTokenQuery {\n    accountToken\n  }\n"): typeof import('./graphql').AccountTokenQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {\n    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {\n      __typename\n      ...SignedIn\n      ...CreateAccountRefusal\n    }\n  }\n"): typeof import('./graphql').CreateAccountFromFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForYouSignals {\n    forYouSignals {\n      reader {\n        id\n        socialStats {\n          followingCount\n          collectionFollowingCount\n        }\n      }\n      topics {\n        id\n        slug\n        name\n      }\n      reads {\n        ...ForYouSignalRow\n      }\n      claps {\n        ...ForYouSignalRow\n      }\n      shownLess {\n        ...ForYouSignalRow\n      }\n    }\n  }\n"): typeof import('./graphql').ForYouSignalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForYouSignalRow on FeedSignal {\n    kind\n    removed\n    at\n    post {\n      id\n      title\n      mediumUrl\n      creator {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ForYouSignalRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelationPerson on User {\n    id\n    name\n    username\n    bio\n    imageId\n    mediumMemberAt\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isBlocking\n    }\n  }\n"): typeof import('./graphql').RelationPersonFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelationPublication on Collection {\n    id\n    name\n    slug\n    description\n    mediumUrl\n    avatar {\n      id\n    }\n    viewerEdge {\n      id\n      isFollowing\n      isMuting\n      isEditor\n    }\n  }\n"): typeof import('./graphql').RelationPublicationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedPeople($paging: PagingOptions) {\n    viewerFollowedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FollowedPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedPublications($paging: PagingOptions) {\n    viewerFollowedCollections(paging: $paging) {\n      collections {\n        ...RelationPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FollowedPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutedPeople($paging: PagingOptions) {\n    viewerMutedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MutedPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutedPublications($paging: PagingOptions) {\n    viewerMutedCollections(paging: $paging) {\n      collections {\n        ...RelationPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MutedPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedPeople($paging: PagingOptions) {\n    viewerBlockedUsers(paging: $paging) {\n      users {\n        ...RelationPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlockedPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostResponsesPage($id: ID!) {\n    postResult(id: $id) {\n      __typename\n      ... on Post {\n        id\n        title\n        mediumUrl\n        isResponse\n        creator {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostResponsesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPosts($query: String!, $collectionId: ID, $paging: PagingOptions) {\n    searchPosts(query: $query, collectionId: $collectionId, paging: $paging) {\n      items {\n        id\n        title {\n          ...HighlightedText\n        }\n        snippet {\n          ...HighlightedText\n        }\n        post {\n          ...PostCard\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($query: String!, $paging: PagingOptions) {\n    searchUsers(query: $query, paging: $paging) {\n      users {\n        ...SearchPerson\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCollections($query: String!, $paging: PagingOptions) {\n    searchCollections(query: $query, paging: $paging) {\n      collections {\n        ...SearchPublication\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTags($query: String!, $paging: PagingOptions) {\n    searchTags(query: $query, paging: $paging) {\n      tags {\n        ...SearchTag\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCatalogs($query: String!, $paging: PagingOptions) {\n    searchCatalogs(query: $query, paging: $paging) {\n      catalogs {\n        ...CatalogSummary\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchCatalogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPublication($slug: String!) {\n    collectionByDomainOrSlug(domainOrSlug: $slug) {\n      ...SearchPublication\n    }\n  }\n"): typeof import('./graphql').SearchPublicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SequencePage($slug: String!) {\n    sequence(slug: $slug) {\n      id\n      slug\n      title\n      description\n      postCount\n      updatedAt\n      creator {\n        id\n        name\n        username\n        imageId\n        mediumUrl\n        mediumMemberAt\n      }\n      viewerEdge {\n        id\n        isCreator\n      }\n      posts {\n        id\n        title\n        subtitle\n        readingTime\n        isLocked\n        previewImage {\n          id\n        }\n        creator {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SequencePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SequenceBar($slug: String!, $postId: ID!) {\n    sequence(slug: $slug) {\n      id\n      slug\n      title\n      position(postId: $postId) {\n        id\n        number\n        count\n        previous {\n          id\n          title\n        }\n        next {\n          id\n          title\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SequenceBarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SequenceLibrary($paging: PagingOptions) {\n    sequencesConnection(paging: $paging) {\n      sequences {\n        id\n        slug\n        title\n        description\n        postCount\n        creator {\n          id\n          name\n          imageId\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SequenceLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSequence($title: String!, $description: String) {\n    createSequence(title: $title, description: $description) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n"): typeof import('./graphql').CreateSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPostToSequence($sequenceId: ID!, $postId: ID!) {\n    addPostToSequence(sequenceId: $sequenceId, postId: $postId) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n"): typeof import('./graphql').AddPostToSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePostFromSequence($sequenceId: ID!, $postId: ID!) {\n    removePostFromSequence(sequenceId: $sequenceId, postId: $postId) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n"): typeof import('./graphql').RemovePostFromSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderSequence($sequenceId: ID!, $postIds: [ID!]!) {\n    reorderSequence(sequenceId: $sequenceId, postIds: $postIds) {\n      __typename\n      ... on Sequence {\n        id\n        slug\n        postCount\n      }\n      ...SequenceRefusal\n    }\n  }\n"): typeof import('./graphql').ReorderSequenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesEdit($postId: ID!) {\n    series(postId: $postId) {\n      id\n      title\n      subtitle\n      mediumUrl\n      isPublished\n      seriesPartCount\n      seriesViewerEdge {\n        id\n        isFollowing\n        isWriter\n      }\n      tags {\n        id\n        displayTitle\n      }\n      seriesParts {\n        id\n        number\n        isPublished\n        updatedAt\n        bodyModel {\n          paragraphs {\n            id\n            text\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SeriesEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSeries($title: String!, $description: String) {\n    createSeries(title: $title, description: $description) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').CreateSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSeries($postId: ID!, $title: String!, $description: String) {\n    updateSeries(postId: $postId, title: $title, description: $description) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSeriesPart($postId: ID!, $text: String!, $publish: Boolean) {\n    addSeriesPart(postId: $postId, text: $text, publish: $publish) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').AddSeriesPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSeriesPart($partId: ID!, $text: String!) {\n    updateSeriesPart(partId: $partId, text: $text) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateSeriesPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishSeriesPart($partId: ID!) {\n    publishSeriesPart(partId: $partId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').PublishSeriesPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSeriesPart($partId: ID!) {\n    deleteSeriesPart(partId: $partId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').DeleteSeriesPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishSeries($postId: ID!, $tags: [String!]!) {\n    publishSeries(postId: $postId, tags: $tags) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').PublishSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishSeries($postId: ID!) {\n    unpublishSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        title\n        isPublished\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').UnpublishSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeriesCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    updatedAt\n    seriesPartCount\n    seriesUpdatedAt\n    previewImage {\n      id\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n"): typeof import('./graphql').SeriesCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesPage($postId: ID!) {\n    series(postId: $postId) {\n      ...SeriesCard\n      visibility\n      seriesFollowerCount\n      seriesViewerEdge {\n        id\n        isFollowing\n        isWriter\n      }\n      creator {\n        id\n        bio\n        mediumUrl\n      }\n      tags {\n        id\n        displayTitle\n        normalizedTagSlug\n      }\n      seriesParts {\n        id\n        number\n        isPublished\n        excerpt\n      }\n    }\n  }\n"): typeof import('./graphql').SeriesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesPart($postId: ID!, $number: Int!) {\n    seriesPart(postId: $postId, number: $number) {\n      id\n      number\n      isPublished\n      readingTime\n      bodyModel {\n        paragraphs {\n          id\n          name\n          type\n          text\n          markups {\n            type\n            start\n            end\n            href\n            anchorType\n            userId\n          }\n        }\n        sections {\n          name\n          startIndex\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SeriesPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowSeries($postId: ID!) {\n    followSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        seriesFollowerCount\n        seriesViewerEdge {\n          id\n          isFollowing\n          isWriter\n        }\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').FollowSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowSeries($postId: ID!) {\n    unfollowSeries(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        seriesFollowerCount\n        seriesViewerEdge {\n          id\n          isFollowing\n          isWriter\n        }\n      }\n      ...SeriesRefusal\n    }\n  }\n"): typeof import('./graphql').UnfollowSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSeries($paging: PagingOptions) {\n    viewerSeries(paging: $paging) {\n      posts {\n        ...SeriesCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSeries($id: ID!, $paging: PagingOptions) {\n    user(id: $id) {\n      id\n      seriesConnection(paging: $paging) {\n        posts {\n          ...SeriesCard\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountViewer {\n    viewer {\n      id\n      name\n      username\n      email\n      unverifiedEmail\n    }\n  }\n"): typeof import('./graphql').AccountViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSocialConnections {\n    viewer {\n      id\n      socialConnections {\n        provider\n        email\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerSocialConnectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectSocialAccount($provider: String!) {\n    disconnectSocialAccount(provider: $provider) {\n      provider\n      email\n      createdAt\n    }\n  }\n"): typeof import('./graphql').DisconnectSocialAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationEmailSettings {\n    viewer {\n      id\n      notificationEmailSettings {\n        id\n        category\n        label\n        description\n        mode\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationEmailSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationEmailSetting($category: String!, $mode: NotificationEmailMode!) {\n    updateNotificationEmailSetting(category: $category, mode: $mode) {\n      __typename\n      ... on NotificationEmailSetting {\n        id\n        category\n        label\n        description\n        mode\n      }\n      ...UpdateNotificationEmailSettingRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateNotificationEmailSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipSettings {\n    viewer {\n      id\n      mediumMemberAt\n      hasPastMemberships\n    }\n    paymentsConfig {\n      enabled\n    }\n    viewerMembership {\n      ...ViewerMembershipFields\n    }\n    viewerPaymentMethod {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n"): typeof import('./graphql').MembershipSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipResultFields on MembershipResult {\n    __typename\n    ... on Membership {\n      ...ViewerMembershipFields\n    }\n    ... on CheckoutNotAvailable {\n      message\n    }\n    ... on PaymentMethodDeclined {\n      message\n    }\n    ... on PaymentError {\n      message\n    }\n    ...MembershipRefusal\n  }\n"): typeof import('./graphql').MembershipResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMembership {\n    cancelMembership {\n      ...MembershipResultFields\n    }\n  }\n"): typeof import('./graphql').CancelMembershipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMembership {\n    resumeMembership {\n      ...MembershipResultFields\n    }\n  }\n"): typeof import('./graphql').ResumeMembershipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettings {\n    viewer {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n  }\n"): typeof import('./graphql').ProfileSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettingsBio($id: ID!) {\n    userResult(id: $id) {\n      __typename\n      ... on User {\n        id\n        bio\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileSettingsBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserProfile($name: String, $bio: String, $username: String) {\n    updateUserProfile(name: $name, bio: $bio, username: $username) {\n      __typename\n      ... on User {\n        id\n        name\n        bio\n        username\n        mediumUrl\n      }\n      ... on InvalidProfileInput {\n        field\n        message\n      }\n      ...UpdateUserProfileRefusal\n    }\n  }\n"): typeof import('./graphql').UpdateUserProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishingViewer {\n    viewer {\n      id\n      allowNotes\n    }\n  }\n"): typeof import('./graphql').PublishingViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAllowNotes($allowNotes: Boolean!) {\n    updateAllowNotes(allowNotes: $allowNotes) {\n      id\n      allowNotes\n    }\n  }\n"): typeof import('./graphql').UpdateAllowNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSessions {\n    viewer {\n      id\n      sessions {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        lastSeenAt\n        isCurrent\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): typeof import('./graphql').EndSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsViewer {\n    viewer {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SettingsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatsStory on Post {\n    id\n    title\n    mediumUrl\n    visibility\n    firstPublishedAt\n    readingTime\n    wordCount\n    collection {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').StatsStoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatsStories($paging: PagingOptions, $days: Int) {\n    viewerPublishedStoryCount\n    viewerStatsStories(paging: $paging) {\n      posts {\n        ...StatsStory\n        viewerStats(days: $days) {\n          views\n          reads\n        }\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StatsStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AudienceStats($days: Int) {\n    viewerAudienceStats(days: $days) {\n      followerCount\n      newFollowersInPeriod\n      newFollowersPerDay {\n        day\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').AudienceStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewStats($days: Int) {\n    viewerViewStats(days: $days) {\n      viewsInPeriod\n      readsInPeriod\n      viewsPerDay {\n        day\n        count\n      }\n      readsPerDay {\n        day\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').ViewStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostStats($postId: ID!) {\n    viewerPostStats(postId: $postId) {\n      __typename\n      ... on PostStats {\n        id\n        followersGainedSincePublished\n        views\n        reads\n        post {\n          ...StatsStory\n          isPublished\n        }\n      }\n      ...PostStatsRefusal\n    }\n  }\n"): typeof import('./graphql').PostStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicHeader on Topic {\n    id\n    slug\n    name\n    description\n    visibility\n    category\n    followerCount\n    postCount\n    viewerEdge {\n      id\n      isFollowing\n    }\n  }\n"): typeof import('./graphql').TopicHeaderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryPage on PostConnection {\n    posts {\n      ...PostCard\n    }\n    pagingInfo {\n      next {\n        limit\n        to\n      }\n    }\n  }\n"): typeof import('./graphql').StoryPageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagLatest($tagSlug: String!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      latestPosts(paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n"): typeof import('./graphql').TagLatestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagTop($tagSlug: String!, $period: TopPeriod!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      topPosts(period: $period, paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n"): typeof import('./graphql').TagTopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagTopWriters($tagSlug: String!) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      topWriters(limit: 20) {\n        postCount\n        user {\n          id\n          name\n          username\n          bio\n          imageId\n          mediumMemberAt\n          viewerEdge {\n            id\n            isFollowing\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TagTopWritersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagArchive($tagSlug: String!, $year: Int, $month: Int, $day: Int, $hasYear: Boolean!, $postsYear: Int!, $paging: PagingOptions) {\n    tagFromSlug(tagSlug: $tagSlug) {\n      ...TagHeader\n      years: archivePeriods {\n        year\n        postCount\n      }\n      months: archivePeriods(year: $year) @include(if: $hasYear) {\n        year\n        month\n        postCount\n      }\n      days: archivePeriods(year: $year, month: $month) @include(if: $hasYear) {\n        year\n        month\n        day\n        postCount\n      }\n      archivePosts(year: $postsYear, month: $month, day: $day, paging: $paging) @include(if: $hasYear) {\n        ...StoryPage\n      }\n    }\n  }\n"): typeof import('./graphql').TagArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagHeader on Tag {\n    id\n    displayTitle\n    normalizedTagSlug\n    postCount\n    topic {\n      ...TopicHeader\n    }\n    relatedTags(limit: 8) {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n  }\n"): typeof import('./graphql').TagHeaderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicPage($slug: String!, $sort: TopicSort!, $paging: PagingOptions) {\n    topic(slug: $slug) {\n      ...TopicHeader\n      tags(limit: 12) {\n        id\n        displayTitle\n        normalizedTagSlug\n        postCount\n      }\n      posts(sort: $sort, paging: $paging) {\n        ...StoryPage\n      }\n    }\n  }\n"): typeof import('./graphql').TopicPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicsPage {\n    topics {\n      ...TopicHeader\n      tags(limit: 5) {\n        id\n        displayTitle\n        normalizedTagSlug\n      }\n    }\n  }\n"): typeof import('./graphql').TopicsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedTopics($paging: PagingOptions) {\n    followedTopics(paging: $paging) {\n      topics {\n        ...TopicHeader\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FollowedTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowTopic($topicId: ID!) {\n    followTopic(topicId: $topicId) {\n      __typename\n      ... on Topic {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowTopicRefusal\n    }\n  }\n"): typeof import('./graphql').FollowTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowTopic($topicId: ID!) {\n    unfollowTopic(topicId: $topicId) {\n      __typename\n      ... on Topic {\n        id\n        followerCount\n        viewerEdge {\n          id\n          isFollowing\n        }\n      }\n      ...FollowTopicRefusal\n    }\n  }\n"): typeof import('./graphql').UnfollowTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankedStory on Post {\n    id\n    title\n    mediumUrl\n    isLocked\n    readingTime\n    firstPublishedAt\n    clapCount\n    responsesCount\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').RankedStoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingPosts($mode: String, $topicSlug: String, $paging: PagingOptions) {\n    trendingPosts(mode: $mode, topicSlug: $topicSlug, paging: $paging) {\n      posts {\n        ...RankedStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TrendingPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopStories($period: String, $paging: PagingOptions) {\n    topStories(period: $period, paging: $paging) {\n      posts {\n        ...RankedStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TopStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingTopics {\n    recommendedTopics(limit: 8) {\n      id\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').TrendingTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingTopic($slug: String!) {\n    topic(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').TrendingTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseCatalog($slug: String!, $paging: PagingOptions) {\n    browseCatalog(slug: $slug) {\n      ...CatalogSummary\n      itemsConnection(paging: $paging) {\n        items {\n          catalogItemId\n          note\n          post {\n            ...PostCard\n          }\n        }\n        pagingInfo {\n          next {\n            limit\n            to\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BrowseCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCustomDomain {\n    viewer {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').ViewerCustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCustomDomainState($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      customDomainState {\n        ...DomainState\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerCustomDomainStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourPublications {\n    viewerPublications {\n      id\n      slug\n      name\n      tagline\n      mediumUrl\n      avatar {\n        id\n      }\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n        role\n      }\n    }\n    viewerCollectionInvitations {\n      id\n      role\n      createdAt\n      inviter {\n        id\n        name\n      }\n      collection {\n        id\n        slug\n        name\n        tagline\n        mediumUrl\n        avatar {\n          id\n        }\n      }\n    }\n    viewerDeclinedSubmissions {\n      id\n      title\n      submissionNote {\n        note\n        decidedAt\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').YourPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCollectionInvite($invitationId: ID!) {\n    acceptCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ... on Collection {\n        id\n        name\n        slug\n      }\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').AcceptCollectionInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineCollectionInvite($invitationId: ID!) {\n    declineCollectionInvite(invitationId: $invitationId) {\n      __typename\n      ...CollectionRefusal\n    }\n  }\n"): typeof import('./graphql').DeclineCollectionInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {\n    viewerStoryCounts {\n      drafts\n      public\n      unlisted\n      responses\n    }\n    viewerStories(filter: $filter, paging: $paging) {\n      posts {\n        ...YourStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').YourStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YourStory on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    visibility\n    readingTime\n    updatedAt\n    latestPublishedAt\n    draftLabel\n    collection {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').YourStoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishStory($postId: ID!) {\n    unpublishPost(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        isPublished\n      }\n      ...PostMutationRefusal\n    }\n  }\n"): typeof import('./graphql').UnpublishStoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostSettingsFields on Post {\n    id\n    visibility\n    license\n    canonicalUrl\n    crawlersReadWhole\n    tags {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n  }\n"): typeof import('./graphql').PostSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId) {\n      __typename\n      ... on PostDeleted {\n        id\n      }\n      ...DeletePostRefusal\n    }\n  }\n"): typeof import('./graphql').DeletePostDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
