// The recruiters' admin area (SPEC §6 and the decisions the spec leaves open).
export const adminMessages = {
  // The admin area's texts: positions, administrators and the audit log.
  adminPositions: {
    titleRequired: 'Please enter the position title.',
    numberRequired: 'Please enter the position number.',
    numberTaken: 'Another position already has this number. Choose a different one.',
    badStatus: 'Choose a status: open or closed.',
    badStatusFilter: 'Choose a status: open, closed or expired.',
    badOpenings: 'The number of openings must be a whole number from 0 to 10000.',
    badPage: 'The page must be a whole number from 1.',
    badPageSize: 'The page size must be a whole number from 1 to 100.',
    searchTooLong: 'The search can be at most 100 characters.',
    badRole: 'Choose a role: 1 (administrator) or 2 (candidate).',
    lastAdmin: 'This is the last administrator. Give another account the administrator role first.',
    badAction: 'The action can be at most 60 characters.',
    badRange: 'The end date must be on or after the start date.',
    // Quebec's Charter (s. 41): an offer published in English is published in French at the same time.
    frenchRequired:
      'A position in Quebec is published in French too: write its French title and description before opening it.',
  },
  adminPage: {
    title: 'Admin',
    welcome: 'Welcome back. Choose an area from the menu to get started.',
    sidebar: 'Admin sections',
    sections: {
      dashboard: 'Dashboard',
      positions: 'Positions',
      applicants: 'Applicants',
      accounts: 'Accounts',
      audit: 'Audit log',
    },
    // Decision 016: in production, until every required text drivers sign is the carrier's own.
    shippedTexts: {
      title: 'Drivers are signing legal texts that are not yours yet',
      body: 'These required texts are still the placeholders or defaults shipped with the portal. Put your own wording in the compliance texts folder (COMPLIANCE_TEXTS_DIR), with a version that is not marked as shipped, and restart the portal:',
    },
  },
  // The admin area's texts: applicants, their files, the pipeline, exports and the dashboard.
  adminApplications: {
    badStatus: 'Choose a status: in_progress, submitted, cancelled, in_review, interview, hired or rejected.',
    badStage: 'Choose a stage: submitted, in_review, interview, hired or rejected.',
    badPosition: 'The position must be a position id.',
    searchTooLong: 'Search for at most 100 characters.',
    badSort: 'Sort by created_at, submitted_at, name, position or stage, with a leading - for descending.',
    badRange: 'The end date must be on or after the start date.',
    badPage: 'The page must be a whole number from 1.',
    badPageSize: 'The page size must be a whole number from 1 to 100.',
    noteRequired: 'Please write a note.',
    noteTooLong: 'A note can be at most 5000 characters.',
    badSendMessage: 'send_message must be true or false.',
    messageRequired: 'Please write the message to the driver, or choose not to send it.',
    messageTooLong: 'The message to the driver can be at most 5000 characters.',
    noMessageForStage: 'Only a move to interview, hired or rejected has a message to the driver.',
    // The message to the driver on a move to interview, hired or rejected, and the driver's mail on the file.
    stageMessage: {
      title: 'Message to the driver',
      to: 'To',
      subject: 'Subject',
      text: 'Message',
      send: 'Send this message to the driver',
      notSent: 'No message will be sent; only the stage changes.',
      confirm: 'Confirm stage change',
      cancel: 'Cancel',
      loading: 'Preparing the message…',
      loadFailed: 'The message to the driver could not be prepared. Please try again.',
      sentNote: 'The message to the driver is queued and goes out within a minute.',
    },
    driverMail: {
      title: 'Messages to the driver',
      empty: 'No messages have been sent to this driver yet.',
      loadFailed: 'The messages to this driver could not be loaded.',
      queued: 'Queued',
      sent: 'Sent',
      waiting: 'Not sent yet',
      failed: 'Failed for good',
      lastError: 'Why it failed',
      tries: 'Tries',
      showText: 'Show the text',
    },
    failedMail: (count: number) =>
      count === 1
        ? '1 message failed for good and was not delivered. Check the messages on the applicant files.'
        : `${count} messages failed for good and were not delivered. Check the messages on the applicant files.`,
    notSubmitted: 'Only a submitted application can move through the recruiter stages.',
    sameStage: 'The application is already at this stage.',
    stageMovedMeanwhile: (stage: string) =>
      `Someone moved this application to ${stage} since you opened it. Read its history, then choose again.`,
    // What recruiters read on every admin screen and on the printed application.
    statuses: { in_progress: 'In progress', submitted: 'Submitted', cancelled: 'Cancelled' },
    /** A submitted application no recruiter has moved yet is waiting for review (decision 008). */
    stages: {
      submitted: 'Waiting for review',
      in_review: 'In review',
      interview: 'Interview',
      hired: 'Hired',
      rejected: 'Rejected',
    },
    documentKinds: {
      resume: 'Resume',
      canada_proof: 'Proof of the right to work in Canada',
      us_proof: 'Proof of the right to enter the US',
      training: 'Training certificate',
      award: 'Safe driving award',
      fast_card: 'FAST card',
    },
  },
} as const;
