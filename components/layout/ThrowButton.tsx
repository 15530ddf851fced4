'use client';

import { useState } from 'react';

/** Development only (the /test page): throws while rendering, to try the error boundary. */
export function ThrowButton() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Test error from the /test page');
  return (
    <button type="button" className="button" onClick={() => setBroken(true)}>
      Throw a test error
    </button>
  );
}
