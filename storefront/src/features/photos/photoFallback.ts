/**
 * The picture shown when a listing has no photo or its photo fails to load: a calm car silhouette on the
 * surface colour, drawn inline (a data: URL) so it never depends on the network or an external host.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#f6f6f7"/>
<path d="M78 190c0-9 4-16 12-19l36-10 30-30c6-6 14-9 23-9h58c9 0 17 4 23 10l27 29 38 9c9 2 15 10 15 19v18c0 5-4 9-9 9h-20a30 30 0 0 0-58 0h-102a30 30 0 0 0-58 0h-6c-5 0-9-4-9-9z" fill="#e3e3e7"/>
<path d="M142 160l24-24c4-4 9-6 14-6h22v30zm76 0v-30h22c5 0 10 2 14 6l22 24z" fill="#f6f6f7"/>
<circle cx="136" cy="217" r="22" fill="#8a8a93"/><circle cx="136" cy="217" r="9" fill="#e3e3e7"/>
<circle cx="294" cy="217" r="22" fill="#8a8a93"/><circle cx="294" cy="217" r="9" fill="#e3e3e7"/>
</svg>`;

export const fallbackPhotoUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
