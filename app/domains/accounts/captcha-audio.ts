import { VOICE_RATE, VOICES } from "./captcha-voice.gen";

/**
 * The image puzzle's audio alternative (decision 205, pure): the same digits spoken in the
 * page's language, each at its own speed and loudness, with uneven pauses, over noise and a
 * babble of other digits spoken softly — plain for a listener, not a string a script can read.
 * Answers a WAV file (8 kHz, 8-bit mono), which every browser plays in a native <audio>.
 */
const clips = new Map<string, Float32Array[]>();

function voice(lang: string): Float32Array[] {
  const key = lang in VOICES ? lang : "en";
  let list = clips.get(key);
  if (!list) {
    list = VOICES[key].map((b64) => {
      const bytes = Buffer.from(b64, "base64");
      const samples = new Float32Array(bytes.length);
      for (let i = 0; i < bytes.length; i++) samples[i] = (bytes[i] - 128) / 128;
      return samples;
    });
    clips.set(key, list);
  }
  return list;
}

/** Adds `clip`, played `speed` times as fast, at `gain`, into `out` from sample `at`. */
function mix(out: Float32Array, clip: Float32Array, at: number, speed: number, gain: number) {
  const length = Math.floor(clip.length / speed);
  for (let i = 0; i < length && at + i < out.length; i++) {
    const pos = i * speed;
    const j = Math.floor(pos);
    const next = j + 1 < clip.length ? clip[j + 1] : 0;
    out[at + i] += gain * (clip[j] + (next - clip[j]) * (pos - j));
  }
  return length;
}

export function captchaWav(digits: string, lang: string, random: () => number): Buffer {
  const r = (min: number, max: number) => min + random() * (max - min);
  const spoken = voice(lang);
  const seconds = (n: number) => Math.round(n * VOICE_RATE);
  const total = seconds(0.6) + [...digits].length * seconds(1.35) + seconds(0.6);
  const out = new Float32Array(total);

  // The digits, each in its own slot with a random offset, speed and loudness.
  let at = seconds(r(0.4, 0.7));
  for (const digit of digits) {
    const length = mix(out, spoken[Number(digit)], at, r(0.9, 1.12), r(0.75, 1));
    at += length + seconds(r(0.45, 0.75));
  }
  const end = Math.min(total, at + seconds(0.3));

  // Babble: other digits, softly, at random places and speeds.
  for (let i = 0; i < digits.length * 2; i++) {
    const clip = spoken[Math.floor(r(0, 10))];
    mix(out, clip, Math.floor(r(0, Math.max(1, end - clip.length))), r(0.8, 1.3), r(0.1, 0.18));
  }

  const wav = Buffer.alloc(44 + end);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + end, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(VOICE_RATE, 24);
  wav.writeUInt32LE(VOICE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(end, 40);
  for (let i = 0; i < end; i++) {
    const noise = r(-0.05, 0.05);
    wav[44 + i] = Math.max(0, Math.min(255, Math.round((out[i] + noise) * 127) + 128));
  }
  return wav;
}
