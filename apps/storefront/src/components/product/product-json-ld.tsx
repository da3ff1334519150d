import { serializeJsonLd, type JsonLd } from '../../lib/seo/json-ld';

/** JSON-LD structured data, serialised so no text can close the script element. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
