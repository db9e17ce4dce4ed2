/* gtk_client: one GTK 3 window that stays open, as on any desktop where some
 * GTK program runs. compare.sh keeps it alive for the whole comparison: the
 * first GTK client on an X server probes OpenGL (loading Mesa and LLVM) to
 * choose its visuals and leaves the answer on the root window (GDK_VISUALS),
 * where every later one reads it while the server keeps it. Without a GTK
 * client alive under a bare Xvfb, Aisleriot would pay that probe (+~25 ms,
 * +~55 MB) at every launch, which it does not on a desktop.
 * Built without GTK's headers (dlopen), so the comparison needs only the
 * GTK library that Aisleriot itself installs. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char** argv) {
    void* gtk = dlopen("libgtk-3.so.0", RTLD_NOW);
    if (!gtk) {
        fprintf(stderr, "gtk_client: %s\n", dlerror());
        return 1;
    }
    void (*init)(int*, char***) = (void (*)(int*, char***))dlsym(gtk, "gtk_init");
    void* (*windowNew)(int) = (void* (*)(int))dlsym(gtk, "gtk_window_new");
    void (*show)(void*) = (void (*)(void*))dlsym(gtk, "gtk_widget_show");
    void (*run)(void) = (void (*)(void))dlsym(gtk, "gtk_main");
    if (!init || !windowNew || !show || !run) {
        fprintf(stderr, "gtk_client: not a GTK 3 library\n");
        return 1;
    }
    init(&argc, &argv);
    show(windowNew(0 /* GTK_WINDOW_TOPLEVEL */));
    run();
    return 0;
}
