/** The fixed-point helpers live in lib/contract so the web app's model uses the same arithmetic. */
export * from '../../lib/contract/fixed-point';
