// A full disk for this process, while the guard lives: no file may grow beyond
// `bytes` (RLIMIT_FSIZE), so writes fail as they do when the disk is full. The
// signal the kernel sends for it is ignored, so the write just returns an error.
#pragma once

#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <sys/resource.h>

#include <csignal>
#endif

namespace felt::test {

class FullDisk {
public:
#ifdef Q_OS_UNIX
    static constexpr bool kSupported = true;
    explicit FullDisk(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &saved_);
        previousHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit full = saved_;
        full.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &full);
    }
    ~FullDisk() {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previousHandler_);
    }

private:
    rlimit saved_{};
    void (*previousHandler_)(int) = SIG_DFL;
#else
    static constexpr bool kSupported = false;
    explicit FullDisk(unsigned long) {}
#endif
public:
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;
};

}  // namespace felt::test
