// The ALTCHA proof-of-work worker for SHA-256 challenges, bundled from the shop's own origin
// (CSP `worker-src 'self'`: the widget's default bundle would start it from a blob: URL).
import 'altcha/workers/sha';
