/** Links for the office map, built from the configured coordinates (site.map). */
export interface MapPoint {
  latitude: number;
  longitude: number;
  zoom: number;
}

const round = (n: number) => Number(n.toFixed(5));

/** OpenStreetMap's embeddable map, centred on the point with a marker, about one zoom level's view around it. */
export function osmEmbedUrl({ latitude, longitude, zoom }: MapPoint): string {
  // Half the width of a ~640 px wide view at this zoom, in degrees of longitude; latitude shrinks with cos(lat).
  const halfLon = (360 / 2 ** zoom) * 1.25;
  const halfLat = halfLon * Math.cos((latitude * Math.PI) / 180) * 0.75;
  const bbox = [longitude - halfLon, latitude - halfLat, longitude + halfLon, latitude + halfLat]
    .map(round)
    .join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

/** Google's cross-platform Maps URL: opens the Maps app on phones, the website elsewhere. */
export function openInMapsUrl({ latitude, longitude }: MapPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}
