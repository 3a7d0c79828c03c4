/** Types of the parts of whisper-node (which ships none) the worker uses. */
declare module 'whisper-node' {
  export interface WhisperSegment {
    start: string;
    end: string;
    speech: string;
  }
  export interface WhisperOptions {
    modelName?: string;
    modelPath?: string;
    whisperOptions?: {
      language?: string;
      word_timestamps?: boolean;
      timestamp_size?: number;
      gen_file_txt?: boolean;
      gen_file_subtitle?: boolean;
      gen_file_vtt?: boolean;
    };
    shellOptions?: { silent?: boolean; async?: boolean };
  }
  export function whisper(filePath: string, options?: WhisperOptions): Promise<WhisperSegment[] | undefined>;
  export default whisper;
}
