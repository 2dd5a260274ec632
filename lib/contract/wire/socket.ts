/**
 * The realtime socket's contract (spec §7), as the web app (lib/socket) and the server
 * (server/realtime) both speak it. Clients emit request frames `{ header: { type }, body }` on the
 * `message` event with an acknowledgement: 1001 authenticates with a token, 1003 subscribes to
 * topics, 1004 unsubscribes (not in the spec: unused topics stop streaming). The server pushes
 * every topic as an event named after the topic.
 */
export const REQUEST_EVENT = 'message';

export const FRAME_TYPE = { auth: 1001, subscribe: 1003, unsubscribe: 1004 } as const;

/** The codes of the server's replies to request frames. */
export const REALTIME_CODE = {
  ok: 0,
  badFrame: 4001,
  unknownTopic: 4002,
  unknownSymbol: 4003,
  tooManySubscriptions: 4004,
  /** A token the server does not accept: unknown, expired, or its session ended. */
  invalidToken: 4011,
  authRequired: 4012,
  internal: 5000,
  authUnavailable: 5031,
} as const;
export type RealtimeCodeValue = (typeof REALTIME_CODE)[keyof typeof REALTIME_CODE];

export const TOPIC = {
  homePageTopTen24: 'home_page_top_ten24',
  snapshotDepth: 'snapshot_depth',
  indicator: 'indicator',
  futureKline: 'future_kline',
  match: 'match',
  realtime: 'realtime',
  futureSnapshotDepth: 'future_snapshot_depth',
  futureTick: 'future_tick',
} as const;
export type TopicName = (typeof TOPIC)[keyof typeof TOPIC];
