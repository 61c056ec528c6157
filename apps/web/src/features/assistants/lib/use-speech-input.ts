import { useRef, useState } from 'react';

/** The part of the Web Speech API we use (not in TypeScript's DOM library). */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start: () => void;
  stop: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Voice input with the browser's speech recognition (spec 3 §2.9 voice-record toggle); where the
 * browser has none, `isSupported` is false and the toggle is not shown.
 */
export function useSpeechInput(onText: (text: string) => void) {
  const [isSupported] = useState(() => recognitionConstructor() !== undefined);
  const [isListening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);

  function start() {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = 'fr-FR';
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal && result[0]) onText(result[0].transcript.trim());
      }
    };
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    r.start();
    setListening(true);
  }

  function toggle() {
    if (isListening) recognition.current?.stop();
    else start();
  }

  return { isSupported, isListening, toggle };
}
