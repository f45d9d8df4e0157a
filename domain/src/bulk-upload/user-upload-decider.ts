import type { UploadLineError, UserUploadEvent } from '@seerat/contracts';
import { conflicting, notFound } from '@seerat/contracts';
import type { Decider } from '../decider';

export interface UserUploadState {
  started: boolean;
  completed: boolean;
}

export type UserUploadCommand =
  | {
      type: 'StartUserUpload';
      uploadId: number;
      fileName: string;
      total: number;
      rejected: UploadLineError[];
    }
  | { type: 'CompleteUserUpload'; uploadId: number; created: number; failed: UploadLineError[] };

export const userUploadDecider: Decider<UserUploadState, UserUploadCommand, UserUploadEvent> = {
  initialState: () => ({ started: false, completed: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserUploadStarted':
        return { ...state, started: true };
      case 'UserUploadCompleted':
        return { ...state, completed: true };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartUserUpload': {
        if (state.started) throw conflicting('This upload has started already');
        const { type: _command, ...data } = command;
        return [{ type: 'UserUploadStarted', data }];
      }
      case 'CompleteUserUpload': {
        if (!state.started) throw notFound('Upload not found');
        if (state.completed) throw conflicting('This upload is complete already');
        const { type: _command, ...data } = command;
        return [{ type: 'UserUploadCompleted', data }];
      }
    }
  },
};
