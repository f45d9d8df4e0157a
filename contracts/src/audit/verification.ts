/** The first broken link of the event log's hash chain, and why it is broken. */
export interface ChainBreakAnswer {
  position: string;
  kind: 'changed' | 'missing' | 'reordered' | 'inserted' | 'rewritten';
  reason: string;
}

/** `GET /api/audit/verify`: the whole log's chain recomputed and checked against every digest. */
export interface ChainVerificationAnswer {
  verified: number;
  head: { position: string; hash: string } | null;
  firstBreak: ChainBreakAnswer | null;
  /** Digests published before this verification, all checked. */
  digestsChecked: number;
  /** The digest this verification published (none when the chain is broken or empty). */
  published: { position: string; hash: string; publishedAt: string } | null;
}
